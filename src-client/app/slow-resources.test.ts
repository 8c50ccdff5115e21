import { describe, expect, it } from 'vitest';
import { slowResourceWarnings } from './slow-resources.ts';

describe('slowResourceWarnings', () => {
  it('reports only resources slower than 2000 ms', () => {
    const lines = slowResourceWarnings([
      { name: '/assets/a.js', duration: 120 },
      { name: '/assets/b.js', duration: 2000 },
      { name: '/assets/c.js', duration: 2450.6 },
    ]);
    expect(lines).toEqual(['Slow resource: /assets/c.js took 2451 ms to load']);
  });

  it('accepts a custom threshold', () => {
    expect(slowResourceWarnings([{ name: 'x', duration: 50 }], 10)).toHaveLength(1);
  });
});
