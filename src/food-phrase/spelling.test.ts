import { describe, expect, it } from 'vitest';
import { spelledAsNamed } from './spelling.ts';

describe('spelledAsNamed', () => {
  const names = ['Banana, raw', 'Bananas, overripe, raw', 'Broccoli, raw', 'Pizza, cheese, thin crust', 'Oatmeal, NFS'];

  it('spells a word no food is named with as the found names do', () => {
    expect(spelledAsNamed('bannana', new Set(['bannana']), names)).toBe('banana');
    expect(spelledAsNamed('steamed brocoli', new Set(['brocoli']), names)).toBe('steamed broccoli');
    expect(spelledAsNamed('pizaa slice', new Set(['pizaa']), names)).toBe('pizza slice');
  });

  it('leaves known words, short words and words far from every name as typed', () => {
    expect(spelledAsNamed('ripe banana', new Set(), names)).toBe('ripe banana');
    expect(spelledAsNamed('oat', new Set(['oat']), ['Oats, raw'])).toBe('oat');
    expect(spelledAsNamed('gatorade', new Set(['gatorade']), names)).toBe('gatorade');
    // Typos rarely change the first letter.
    expect(spelledAsNamed('ranana', new Set(['ranana']), names)).toBe('ranana');
  });
});
