import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, issuesOf, messageOf } from './api-errors.ts';

function apiError(message: string, issues: unknown[] = [], status = 400) {
  return Object.assign(new Error(message), { data: { httpStatus: status, issues } });
}

describe('issuesOf', () => {
  it('reads well-formed issues and ignores the rest', () => {
    const error = apiError('bad', [{ path: 'age', message: 'Age must be between 13 and 120' }, { nope: 1 }]);
    expect(issuesOf(error)).toEqual([{ path: 'age', message: 'Age must be between 13 and 120' }]);
    expect(issuesOf(new Error('x'))).toEqual([]);
    expect(issuesOf(null)).toEqual([]);
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps the first message of each known field', () => {
    const error = apiError('bad', [
      { path: 'email', message: 'Valid email is required' },
      { path: 'email', message: 'second' },
      { path: 'other', message: 'ignored' },
    ]);
    expect(fieldErrorsFrom(error, ['email', 'password'])).toEqual({ email: 'Valid email is required' });
  });
});

describe('messageOf', () => {
  it('uses the server message when the server answered', () => {
    expect(messageOf(apiError('Invalid email or password', [], 401), 'fallback')).toBe('Invalid email or password');
  });

  it('falls back for network failures and blank messages', () => {
    expect(messageOf(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(messageOf(apiError('  '), 'fallback')).toBe('fallback');
  });
});
