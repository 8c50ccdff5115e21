import { describe, expect, it } from 'vitest';
import { parseFoodLogSearch } from './food-log-tabs.ts';

describe('parseFoodLogSearch', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(parseFoodLogSearch({ tab: 'snap' })).toEqual({ tab: 'snap' });
    expect(parseFoodLogSearch({ tab: 'nope' })).toEqual({});
    expect(parseFoodLogSearch({})).toEqual({});
  });
});
