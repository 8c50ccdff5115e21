import { describe, expect, it } from 'vitest';
import { overLimit } from './json-checks.ts';

describe('overLimit', () => {
  it('counts array elements and object members, not empty containers', () => {
    expect(overLimit('{"a":[1,2,3],"b":{},"c":[]}', 32, 6)).toBeNull();
    expect(overLimit('{"a":[1,2,3],"b":{},"c":[ ]}', 32, 5)).toEqual({ limit: 'values', max: 5 });
    expect(overLimit('[ \n{ "x" : 1 } ]', 32, 2)).toBeNull();
    expect(overLimit('[ \n{ "x" : 1 } ]', 32, 1)).toEqual({ limit: 'values', max: 1 });
  });

  it('measures depth up to the limit exactly', () => {
    expect(overLimit(`${'['.repeat(32)}${']'.repeat(32)}`, 32, 100)).toBeNull();
    expect(overLimit(`${'['.repeat(33)}${']'.repeat(33)}`, 32, 100)).toEqual({ limit: 'depth', max: 32 });
    // Closed levels no longer count: many shallow containers side by side are not deep.
    expect(overLimit(`[${'[[]],'.repeat(40)}[]]`, 3, 1_000)).toBeNull();
  });

  it('skips text, escaped quotes and backslashes included', () => {
    expect(overLimit(JSON.stringify({ a: `[[[{,,,"\\\\"${'['.repeat(100)}` }), 2, 1)).toBeNull();
    expect(overLimit(JSON.stringify(['a\\', '[', ',']), 1, 3)).toBeNull();
    expect(overLimit(JSON.stringify(['a\\', '[', ',']), 1, 2)).toEqual({ limit: 'values', max: 2 });
  });
});
