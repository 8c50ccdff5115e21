import { describe, expect, it } from 'vitest';
import { activeFilterCount, applyFilters, applyPreset, EMPTY_FILTERS, type FilterFood } from './food-filters.ts';

const food = (name: string, dataType: string, calories: number, protein: number, carbs: number, fats: number, extra: { fiber?: number; sodium?: number } = {}): FilterFood => ({
  name,
  dataType,
  nutrition: { calories, protein, carbs, fats, ...extra },
});

const foods = [
  food('Bananas, raw', 'SR Legacy', 105, 1.3, 27, 0.4, { fiber: 3.1, sodium: 1 }),
  food('Chicken breast, roasted', 'Foundation', 284, 53, 0, 6.2, { sodium: 126 }),
  food('Almonds', 'Foundation', 164, 6, 6.1, 14.2, { fiber: 3.5 }),
  food('Bread, whole-wheat', 'Branded', 81, 4, 13.8, 1.1, { fiber: 1.9, sodium: 146 }),
  food('Lentils, boiled', 'Survey', 230, 17.9, 39.9, 0.8, { fiber: 15.6, sodium: 4 }),
  food('Cheddar cheese', 'SR Legacy', 113, 7, 0.4, 9.3, { sodium: 174 }),
  food('Pizza, pepperoni', 'Survey', 600, 25, 60, 28, { sodium: 1300 }),
];
const names = (list: FilterFood[]) => list.map((f) => f.name);

describe('applyFilters', () => {
  it('keeps the server order for relevance and sorts otherwise', () => {
    expect(names(applyFilters(foods, EMPTY_FILTERS))).toEqual(names(foods));
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, sortBy: 'protein-high' })).slice(0, 2)).toEqual(['Chicken breast, roasted', 'Pizza, pepperoni']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, sortBy: 'calories-low' }))[0]).toBe('Bread, whole-wheat');
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, sortBy: 'calories-high' }))[0]).toBe('Pizza, pepperoni');
  });

  it('filters by calorie and protein ranges with the upper bound exclusive', () => {
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, caloriesRange: '100-300' }))).toEqual(['Bananas, raw', 'Chicken breast, roasted', 'Almonds', 'Lentils, boiled', 'Cheddar cheese']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, caloriesRange: '500+' }))).toEqual(['Pizza, pepperoni']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, proteinRange: '25+' }))).toEqual(['Chicken breast, roasted', 'Pizza, pepperoni']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, proteinRange: '0-5' }))).toEqual(['Bananas, raw', 'Bread, whole-wheat']);
  });

  it('applies each macro focus threshold', () => {
    const by = (macroFocus: NonNullable<typeof EMPTY_FILTERS.macroFocus>) => names(applyFilters(foods, { ...EMPTY_FILTERS, macroFocus }));
    expect(by('high-protein')).toEqual(['Chicken breast, roasted', 'Pizza, pepperoni']);
    expect(by('low-carb')).toEqual(['Chicken breast, roasted', 'Almonds', 'Cheddar cheese']);
    expect(by('healthy-fats')).toEqual(['Almonds', 'Pizza, pepperoni']);
    expect(by('fiber-rich')).toEqual(['Lentils, boiled']);
    expect(by('low-sodium')).not.toContain('Pizza, pepperoni');
  });

  it('requires every chosen diet and allergen rule to match', () => {
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dietaryPreferences: ['Vegan', 'High Protein'] }))).toEqual(['Lentils, boiled']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dietaryPreferences: ['Paleo'] }))).toEqual(['Bananas, raw', 'Chicken breast, roasted', 'Almonds']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, allergenFree: ['Gluten', 'Dairy', 'Nut'] }))).toEqual(['Bananas, raw', 'Chicken breast, roasted', 'Lentils, boiled']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dataType: 'Foundation' }))).toEqual(['Chicken breast, roasted', 'Almonds']);
  });

  it('builds presets, Keto bringing low-carb focus along', () => {
    expect(applyPreset('Keto')).toMatchObject({ dietaryPreferences: ['Keto'], macroFocus: 'low-carb' });
    expect(names(applyFilters(foods, applyPreset('Whole Foods')))).toEqual(['Chicken breast, roasted', 'Almonds']);
    expect(activeFilterCount(applyPreset('High Protein'))).toBe(2);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });
});
