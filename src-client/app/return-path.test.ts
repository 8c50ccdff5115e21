import { describe, expect, it } from 'vitest';
import { parseReturnSearch } from './return-path.ts';

describe('parseReturnSearch', () => {
  it('keeps only a safe redirect', () => {
    expect(parseReturnSearch({ redirect: '/dashboard', other: 'x' })).toEqual({ redirect: '/dashboard' });
    expect(parseReturnSearch({ redirect: 'https://evil.example' })).toEqual({});
    expect(parseReturnSearch({})).toEqual({});
  });
});
