import { describe, expect, it } from 'vitest';
import { formatMinutes, formFromDraft, toInput, unresolved } from './recipe-form.ts';

describe('recipe form', () => {
  it('turns an import into rows, leaving unmatched lines to fix, and into the input once fixed', () => {
    const form = formFromDraft({
      name: 'Pancakes',
      servings: 4,
      steps: [{ text: 'Mix.', minutes: null }],
      prepMinutes: 10,
      cookMinutes: null,
      sourceUrl: 'https://example.com/p',
      lines: [
        { line: '200 g oats', match: { foodId: 7, name: 'Oats', amount: '200 g', grams: 200, calories: 760 } },
        { line: '1 pinch of glorp', match: null },
      ],
    });
    expect(unresolved(form).map((r) => r.line)).toEqual(['1 pinch of glorp']);
    form.ingredients[1] = { ...form.ingredients[1]!, foodId: 9, name: 'Salt', amount: '1 g' };
    expect(unresolved(form)).toEqual([]);
    expect(toInput(form)).toEqual({
      name: 'Pancakes',
      servings: 4,
      ingredients: [{ foodId: 7, amount: '200 g' }, { foodId: 9, amount: '1 g' }],
      steps: [{ text: 'Mix.', minutes: null }],
      prepMinutes: 10,
      cookMinutes: null,
      sourceUrl: 'https://example.com/p',
    });
  });

  it('writes times in hours and minutes', () => {
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(null)).toBe('—');
  });
});
