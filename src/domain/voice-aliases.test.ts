import { describe, expect, it } from 'vitest';
import { isEverydayName, searchTextFor, withoutDescription } from './voice-aliases.ts';

describe('searchTextFor', () => {
  it('drops words about temperature or freshness', () => {
    expect(searchTextFor('hot soup')).toBe('soup');
    expect(searchTextFor('fresh strawberries')).toBe('strawberries');
  });

  it('leaves a word that is part of the food to the matcher, which keeps it when USDA names the food so', () => {
    expect(withoutDescription('Whole wheat toast')).toBe('wheat toast');
    expect(searchTextFor('hot soups')).toBe('soups');
  });

  it('knows the everyday names that hold an "and"', () => {
    expect(isEverydayName('pb and j')).toBe(true);
    expect(isEverydayName('eggs and toast')).toBe(false);
  });
});
