import { afterEach, describe, expect, it, vi } from 'vitest';
import { unansweredOffline } from './unanswered.ts';

const lostConnection = Object.assign(new Error('Failed to fetch'), { cause: new TypeError('Failed to fetch') });
const refused = Object.assign(new Error('Not found'), { data: { httpStatus: 404 } });

describe('a query that cannot be answered offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one waiting for a connection, or failed for want of one, with nothing saved', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(unansweredOffline({ data: undefined, fetchStatus: 'paused', error: null })).toBe(true);
    expect(unansweredOffline({ data: undefined, fetchStatus: 'idle', error: lostConnection })).toBe(true);
  });

  it('is not one the server refused, one still loading, or one with saved data', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(unansweredOffline({ data: undefined, fetchStatus: 'idle', error: refused })).toBe(false);
    expect(unansweredOffline({ data: undefined, fetchStatus: 'fetching', error: null })).toBe(false);
    expect(unansweredOffline({ data: [], fetchStatus: 'paused', error: null })).toBe(false);
  });
});
