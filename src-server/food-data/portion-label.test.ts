import { describe, expect, it } from 'vitest';
import { fdcPortionLabel, finalizePortions, formatAmount, formatGrams, guidelinePortions, srPortionLabel } from './portion-label.ts';

describe('labels', () => {
  it('formats amounts as household fractions', () => {
    expect(formatAmount(1)).toBe('1');
    expect(formatAmount(0.5)).toBe('1/2');
    expect(formatAmount(1.5)).toBe('1 1/2');
    expect(formatAmount(0.333)).toBe('1/3');
    expect(formatAmount(2)).toBe('2');
    expect(formatAmount(0.4)).toBe('0.4');
    expect(formatAmount(Number.NaN)).toBe('1');
  });

  it('builds SR labels from amount and measure', () => {
    expect(srPortionLabel(1, 'cup, mashed')).toBe('1 cup, mashed');
    expect(srPortionLabel(0.5, 'fillet')).toBe('1/2 fillet');
  });

  it('builds FDC labels for Survey, SR Legacy and Foundation rows', () => {
    expect(fdcPortionLabel({ amount: null, unit: 'undetermined', description: '1 cup', modifier: '10205' })).toBe('1 cup');
    expect(fdcPortionLabel({ amount: null, unit: 'undetermined', description: 'Quantity not specified', modifier: '90000' })).toBe('Quantity not specified');
    expect(fdcPortionLabel({ amount: 1, unit: 'undetermined', description: '', modifier: 'cup, mashed' })).toBe('1 cup, mashed');
    expect(fdcPortionLabel({ amount: 2, unit: 'tablespoon', description: '', modifier: '' })).toBe('2 tablespoon');
    expect(fdcPortionLabel({ amount: 1, unit: 'cup', description: '', modifier: 'drained' })).toBe('1 cup, drained');
    expect(fdcPortionLabel({ amount: 1, unit: 'fruit', description: '', modifier: 'medium (2-2/3" dia)' })).toBe('1 medium (2-2/3" dia)');
  });

  it('prints grams without noise', () => {
    expect(formatGrams(118)).toBe('118');
    expect(formatGrams(28.35)).toBe('28');
    expect(formatGrams(2.84)).toBe('2.8');
  });
});

const labels = (portions: { label: string }[]) => portions.map((p) => p.label);

describe('guidelinePortions', () => {
  it("keeps FNDDS's guideline amounts apart from household portions", () => {
    const rows = [
      { label: 'Guideline amount per fl oz of beverage', grams: 2.5 },
      { label: 'Guideline amount per fl oz of beverage', grams: 2.5 },
      { label: '1 guideline amount per item', grams: 0.3 },
      { label: '1 cup', grams: 244 },
    ];
    expect(guidelinePortions(rows)).toEqual([{ label: 'Guideline amount per fl oz of beverage', grams: 2.5 }]);
  });
});

describe('finalizePortions', () => {
  it('drops guideline rows and zero weights, keeps "Quantity not specified" marked', () => {
    const portions = finalizePortions([
      { label: 'Guideline amount per fl oz of beverage', grams: 2.5 },
      { label: '1 cup', grams: 244 },
      { label: '1 fl oz', grams: 0 },
      { label: 'Quantity not specified', grams: 244 },
    ]);
    expect(portions).toEqual([
      { label: '1 cup', grams: 244 },
      { label: 'Quantity not specified', grams: 244, unspecified: true },
    ]);
  });

  it('keeps "Quantity not specified" when it is the only one', () => {
    expect(finalizePortions([{ label: 'Quantity not specified', grams: 120 }])).toMatchObject([{ label: 'Quantity not specified', grams: 120, unspecified: true }]);
  });

  it('defaults to the household measure of the FNDDS unspecified weight', () => {
    const beer = finalizePortions([
      { label: '1 fl oz', grams: 30 },
      { label: '1 can or bottle (12 fl oz)', grams: 360 },
      { label: '1 bottle (40 fl oz)', grams: 1200 },
      { label: 'Quantity not specified', grams: 360 },
    ]);
    expect(beer[0]).toEqual({ label: '1 can or bottle (12 fl oz)', grams: 360 });
    const pancakes = finalizePortions([
      { label: '1 miniature/bite size pancake', grams: 10 },
      { label: '1 small pancake', grams: 20 },
      { label: '1 medium pancake', grams: 50 },
      { label: 'Quantity not specified', grams: 100 },
    ]);
    expect(pancakes[0]).toEqual({ label: '1 medium pancake', grams: 50 });
    const burrito = finalizePortions([{ label: '1 miniature', grams: 60 }, { label: 'Quantity not specified', grams: 220 }]);
    expect(burrito[0]).toMatchObject({ unspecified: true });
  });

  it('shortens size details when labels stay distinct, and puts medium first for SR', () => {
    const portions = finalizePortions(
      [
        { label: '1 cup, mashed', grams: 225 },
        { label: '1 small (6" to 6-7/8" long)', grams: 101 },
        { label: '1 medium (7" to 7-7/8" long)', grams: 118 },
        { label: '1 oz', grams: 28.35 },
      ],
      { preferMedium: true },
    );
    expect(labels(portions)).toEqual(['1 medium', '1 cup, mashed', '1 small', '1 oz']);
  });

  it('keeps size details that tell portions apart and removes duplicates', () => {
    const portions = finalizePortions([
      { label: '1 each (2-1/3" dia)', grams: 129 },
      { label: '1 each (2-3/4" dia)', grams: 156 },
      { label: '1 cup', grams: 140 },
      { label: '1 Cup', grams: 150 },
    ]);
    expect(labels(portions)).toEqual(['1 each (2-1/3" dia)', '1 each (2-3/4" dia)', '1 cup']);
  });

  it('does not default to a row that is no household amount', () => {
    const cheese = finalizePortions([{ label: '1 cubic inch', grams: 17 }, { label: '1 cup, diced', grams: 132 }]);
    expect(labels(cheese)).toEqual(['1 cup, diced', '1 cubic inch']);
  });

  it('does not default to a serving above 800 kcal', () => {
    const portions = finalizePortions([{ label: '1 cup', grams: 224 }, { label: '1 tablespoon', grams: 14 }], { kcalPer100: 717 });
    expect(portions[0]!.label).toBe('1 tablespoon');
  });
});
