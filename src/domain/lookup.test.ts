import { describe, expect, it } from 'vitest';
import { lookupTable } from './lookup.ts';

describe('lookupTable', () => {
  it('finds its own entries and nothing that every object has', () => {
    const table = lookupTable({ egg: 1 });
    expect(table.egg).toBe(1);
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) expect(table[word]).toBeUndefined();
  });
});
