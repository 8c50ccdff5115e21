import { describe, expect, it } from 'vitest';
import { tokenDate, tokenPreview } from './token-format.ts';

describe('token formatting', () => {
  it('reads dates and missing dates', () => {
    expect(tokenDate('2025-01-20T10:00:00.000Z')).toEqual(new Date('2025-01-20T10:00:00.000Z'));
    expect(tokenDate(null)).toBe('never');
    expect(tokenDate('garbage')).toBe('unknown');
  });

  it('marks the prefix as truncated', () => {
    expect(tokenPreview('pw_ab12')).toBe('pw_ab12…');
  });
});
