import { describe, expect, it } from 'vitest';
import { activeFilterCount, applyFilters, applyPreset, EMPTY_FILTERS, type FilterFood } from './food-filters.ts';

type Facts = Pick<FilterFood, 'badges' | 'claims' | 'allergenFree'>;
const food = (name: string, dataType: string, calories: number, protein: number, carbs: number, fats: number, facts: Partial<Facts> = {}): FilterFood => ({
  name,
  dataType,
  nutrition: { calories, protein, carbs, fats },
  badges: [],
  claims: [],
  allergenFree: [],
  ...facts,
});

const foods = [
  food('Bananas, raw', 'SR Legacy', 105, 1.3, 27, 0.4, { badges: ['Vegan', 'Gluten Free'], claims: ['lowSodium', 'lowFat'], allergenFree: ['gluten', 'dairy', 'nut', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] }),
  food('Chicken breast, roasted', 'Foundation', 284, 53, 0, 6.2, { badges: ['Gluten Free', 'Dairy Free', 'Keto', 'High Protein'], claims: ['highProtein', 'lowFat'], allergenFree: ['gluten', 'dairy', 'nut', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] }),
  food('Almonds', 'Foundation', 164, 6, 6.1, 14.2, { badges: ['Vegan', 'Gluten Free'], claims: ['lowSodium', 'goodSourceFiber'], allergenFree: ['gluten', 'dairy', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] }),
  food('Bread, whole-wheat', 'Branded', 81, 4, 13.8, 1.1),
  food('Refried beans', 'Survey', 230, 17.9, 39.9, 0.8, { badges: ['Gluten Free', 'Dairy Free'], claims: ['goodSourceFiber', 'lowFat'], allergenFree: ['gluten', 'dairy', 'nut', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] }),
  food('Lentils, boiled', 'Survey', 230, 17.9, 39.9, 0.8, { badges: ['Vegan', 'Gluten Free', 'High Fiber'], claims: ['highProtein', 'highFiber', 'goodSourceFiber', 'lowSodium'], allergenFree: ['gluten', 'dairy', 'nut', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] }),
  food('Pizza, pepperoni', 'Survey', 600, 25, 60, 28, { badges: ['High Protein'], claims: ['highProtein'], allergenFree: ['nut', 'fish', 'shellfish', 'sesame'] }),
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
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, caloriesRange: '100-300' }))).toEqual(['Bananas, raw', 'Chicken breast, roasted', 'Almonds', 'Refried beans', 'Lentils, boiled']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, caloriesRange: '500+' }))).toEqual(['Pizza, pepperoni']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, proteinRange: '25+' }))).toEqual(['Chicken breast, roasted', 'Pizza, pepperoni']);
  });

  it('reads the claim-like focuses from the FDA claims the server sent, not the serving shown', () => {
    const by = (macroFocus: NonNullable<typeof EMPTY_FILTERS.macroFocus>) => names(applyFilters(foods, { ...EMPTY_FILTERS, macroFocus }));
    expect(by('high-protein')).toEqual(['Chicken breast, roasted', 'Lentils, boiled', 'Pizza, pepperoni']);
    expect(by('fiber-rich')).toEqual(['Almonds', 'Refried beans', 'Lentils, boiled']);
    expect(by('low-sodium')).toEqual(['Bananas, raw', 'Almonds', 'Lentils, boiled']);
    expect(by('low-carb')).toEqual(['Chicken breast, roasted', 'Almonds']);
    expect(by('healthy-fats')).toEqual(['Almonds', 'Pizza, pepperoni']);
  });

  it('filters diets by the badges shown: refried beans made with lard pass no vegan filter', () => {
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dietaryPreferences: ['Vegan'] }))).toEqual(['Bananas, raw', 'Almonds', 'Lentils, boiled']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dietaryPreferences: ['Vegan', 'High Protein'] }))).toEqual(['Lentils, boiled']);
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dietaryPreferences: ['Keto'] }))).toEqual(['Chicken breast, roasted']);
  });

  it('keeps for an allergen filter only foods whose facts rule the allergen out', () => {
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, allergenFree: ['Gluten', 'Dairy', 'Nut'] }))).toEqual(['Bananas, raw', 'Chicken breast, roasted', 'Refried beans', 'Lentils, boiled']);
    // Bread from a brand's name alone establishes nothing: it passes no allergen filter.
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, allergenFree: ['Sesame'] }))).not.toContain('Bread, whole-wheat');
    expect(names(applyFilters(foods, { ...EMPTY_FILTERS, dataType: 'Foundation' }))).toEqual(['Chicken breast, roasted', 'Almonds']);
  });

  it('builds presets, Keto bringing low-carb focus along', () => {
    expect(applyPreset('Keto')).toMatchObject({ dietaryPreferences: ['Keto'], macroFocus: 'low-carb' });
    expect(names(applyFilters(foods, applyPreset('Whole Foods')))).toEqual(['Chicken breast, roasted', 'Almonds']);
    expect(activeFilterCount(applyPreset('High Protein'))).toBe(2);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });
});
