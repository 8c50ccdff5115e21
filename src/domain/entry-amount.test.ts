import { describe, expect, it } from 'vitest';
import { amountTextProblem, entrySizeProblem, unitFits, unitsFor } from './entry-amount.ts';
import { parsePortionText } from './portion-request.ts';

const egg = [
  { label: '1 large', grams: 50 },
  { label: '1 medium', grams: 44 },
  { label: '1 cup, chopped', grams: 136 },
];
const bread = [{ label: '1 slice', grams: 29 }];
const unitOf = (text: string) => parsePortionText(text)!.unit;

describe('amount text', () => {
  it('takes ordinary amounts', () => {
    for (const text of ['150 g', '2 large', '1 cup', '1 1/2 cups', '2-3 slices', '2 - 3 slices', '5 kg', '5000 ml', 'half a can', 'a pinch']) {
      expect(amountTextProblem(text), text).toBeNull();
    }
  });

  it('refuses a sign instead of dropping it', () => {
    for (const text of ['-50 g', '- 50 g', '−2 cups', '(-1) slice', '-.5 cup', 'about -2 cups']) expect(amountTextProblem(text), text).toBe('amountNegative');
  });

  it('refuses nothing instead of rounding it up', () => {
    expect(amountTextProblem('0 g')).toBe('amountZero');
    expect(amountTextProblem('0 cups')).toBe('amountZero');
  });

  it('refuses more than 5 kg or 5 L in one entry, in any unit', () => {
    for (const text of ['1000000000 g', '5001 g', '5.1 kg', '12 lb', '5001 ml', '6 l', '22 cups', '2 gallons']) expect(amountTextProblem(text), text).toBe('amountTooLarge');
  });
});

describe('entry size', () => {
  it('holds an entry to 5 kg and 10,000 kcal and more than nothing', () => {
    expect(entrySizeProblem({ grams: 5000, calories: 10_000 })).toBeNull();
    expect(entrySizeProblem({ grams: 5000.1, calories: 100 })).toBe('amountTooLarge');
    expect(entrySizeProblem({ grams: 0, calories: 0 })).toBe('amountZero');
    expect(entrySizeProblem({ calories: 10_001 })).toBe('entryTooManyCalories');
  });
});

describe('units that fit a food', () => {
  it('takes weights, volumes, servings and the units of its own portions', () => {
    for (const text of ['2 oz', '100 g', '1 cup', '2 servings', '2 large']) expect(unitFits(egg, unitOf(text)), text).toBe(true);
    expect(unitFits(bread, unitOf('2 slices'))).toBe(true);
  });

  it('refuses a counted unit the food has no portion of', () => {
    expect(unitFits(egg, unitOf('2 handfuls'))).toBe(false);
    expect(unitFits(egg, unitOf('3 slices'))).toBe(false);
  });

  it('offers the units that do fit', () => {
    expect(unitsFor(egg)).toEqual(['g', 'oz', 'ml', 'cup', 'large', 'medium']);
    expect(unitsFor(bread)).toEqual(['g', 'oz', 'slice']);
  });
});
