import { describe, expect, it } from 'vitest';
import { GRAPH_PAGE, MISSING_PAGE, SCRIPTS_PAGE } from '../../test/recipe-pages.ts';
import { isoMinutes, readRecipePage, yieldServings } from './recipe-page.ts';

describe('reading a recipe page', () => {
  it('reads ISO 8601 durations', () => {
    expect(isoMinutes('PT1H30M')).toBe(90);
    expect(isoMinutes('PT45M')).toBe(45);
    expect(isoMinutes('P0DT2H')).toBe(120);
    expect(isoMinutes('PT90S')).toBe(2);
    expect(isoMinutes('P1D')).toBe(1440);
    expect(isoMinutes('45 minutes')).toBeNull();
    expect(isoMinutes('P')).toBeNull();
    expect(isoMinutes(undefined)).toBeNull();
  });

  it('reads yields as numbers, texts and lists', () => {
    expect(yieldServings(4)).toBe(4);
    expect(yieldServings('4 servings')).toBe(4);
    expect(yieldServings(['4', '4 servings'])).toBe(4);
    expect(yieldServings('Makes 12 cookies')).toBe(12);
    expect(yieldServings('a few')).toBeNull();
    expect(yieldServings(undefined)).toBeNull();
  });

  it('finds the Recipe in @graph, among several blocks, and with fields missing', () => {
    expect(readRecipePage(GRAPH_PAGE)).toMatchObject({ name: 'Banana Oat Pancakes & Honey', servings: 4, prepMinutes: 10, cookMinutes: 90 });
    expect(readRecipePage(SCRIPTS_PAGE)).toMatchObject({ name: 'Plain rice', servings: 2, cookMinutes: 25, ingredients: ['1 cup white rice', '2 cups water'] });
    expect(readRecipePage(MISSING_PAGE)).toEqual({ name: 'Toast', servings: null, ingredients: ['2 slices white bread'], steps: [], prepMinutes: null, cookMinutes: null });
    expect(readRecipePage('<p>no data</p>')).toBeNull();
  });

  it('reads steps from HTML text, ItemList and nested sections, and a script type with parameters', () => {
    const html = `<script type="application/ld+json; charset=utf-8">${JSON.stringify({
      '@type': 'http://schema.org/Recipe',
      name: 'Soup',
      recipeIngredient: '1 onion',
      recipeInstructions: [{ '@type': 'ItemList', itemListElement: [{ '@type': 'HowToStep', name: 'Chop', text: '<p>Chop the onion.</p><p>Fry it &amp; stir.</p>' }] }],
    })}</script>`;
    expect(readRecipePage(html)).toMatchObject({ name: 'Soup', ingredients: ['1 onion'], steps: [{ text: 'Chop the onion. Fry it & stir.', minutes: null }] });
  });
});
