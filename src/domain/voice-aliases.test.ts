import { describe, expect, it } from 'vitest';
import { searchTextFor } from './voice-aliases.ts';

describe('searchTextFor', () => {
  it('drops words about temperature or freshness', () => {
    expect(searchTextFor('hot soup')).toBe('soup');
    expect(searchTextFor('fresh strawberries')).toBe('strawberries');
  });

  it('keeps them where they are part of the food', () => {
    expect(searchTextFor('hot dog')).toBe('hot dog');
    expect(searchTextFor('hot dogs')).toBe('hot dog');
    expect(searchTextFor('Hot chocolate')).toBe('hot chocolate');
    expect(searchTextFor('whole milk')).toBe('milk whole');
  });
});
