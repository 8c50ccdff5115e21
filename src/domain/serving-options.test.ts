import { describe, expect, it } from 'vitest';
import { parseServings, stepServings } from './serving-options.ts';

describe('servings', () => {
  it('counts empty or invalid as 1', () => {
    expect(parseServings('')).toBe(1);
    expect(parseServings('abc')).toBe(1);
    expect(parseServings('-2')).toBe(1);
    expect(parseServings('2.5')).toBe(2.5);
  });

  it('steps by 0.5 and stops at 0.1 going down', () => {
    expect(stepServings(1, 1)).toBe(1.5);
    expect(stepServings(0.5, -1)).toBe(0.1);
    expect(stepServings(0.1, -1)).toBe(0.1);
  });

});
