import { describe, expect, it } from 'vitest';
import { parseFoodLogSearch } from './food-log-tabs.ts';

describe('parseFoodLogSearch', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(parseFoodLogSearch({ tab: 'snap' })).toEqual({ tab: 'snap' });
    expect(parseFoodLogSearch({ tab: 'nope' })).toEqual({});
    expect(parseFoodLogSearch({})).toEqual({});
  });

  it('keeps search text to open the food search with, trimmed to what the search takes', () => {
    expect(parseFoodLogSearch({ tab: 'add', q: ' iced tea ' })).toEqual({ tab: 'add', q: 'iced tea' });
    expect(parseFoodLogSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(parseFoodLogSearch({ q: '  ' })).toEqual({});
    expect(parseFoodLogSearch({ q: 42 })).toEqual({});
  });
});
