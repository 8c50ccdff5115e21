import { ALLERGENS, DIETS, MACRO_FOCUS, SORTS, type FilterState } from '../../../src/domain/food-filters.ts';
import type { CalculatorFood } from './serving-calculator.ts';

/** Message keys for the search filter options; the values come from the shared filter module. */

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 250;
/** Words the (English) food database knows, offered when a search finds nothing. */
export const SUGGESTIONS = ['chicken', 'rice', 'apple', 'banana', 'salmon'] as const;

/** The presets by name (as the shared filter module knows them) and their message key. */
export const PRESET_KEYS = {
  Vegan: 'vegan',
  Keto: 'keto',
  'High Protein': 'highProtein',
  'Low Calorie': 'lowCalorie',
  'Gluten Free': 'glutenFree',
  'Whole Foods': 'wholeFoods',
} as const;
export const PRESET_NAMES = Object.keys(PRESET_KEYS) as (keyof typeof PRESET_KEYS)[];

export const DATA_TYPE_KEYS = {
  Foundation: 'foundation',
  'SR Legacy': 'srLegacy',
  Survey: 'survey',
  Branded: 'branded',
  Custom: 'custom',
} as const satisfies Record<CalculatorFood['dataType'], string>;

/** '0-100' → '0–100', '500+' stays. */
export const rangeText = (range: string) => range.replace('-', '–');

const SORT_KEYS = {
  relevance: 'relevance',
  'calories-low': 'caloriesLow',
  'calories-high': 'caloriesHigh',
  'protein-high': 'proteinHigh',
} as const satisfies Record<FilterState['sortBy'], string>;
export const SORT_OPTIONS = SORTS.map((value) => ({ value, key: SORT_KEYS[value] }));

const MACRO_KEYS = {
  'high-protein': 'highProtein',
  'low-calorie': 'lowCalorie',
  'low-carb': 'lowCarb',
  'healthy-fats': 'healthyFats',
  'fiber-rich': 'fiberRich',
  'low-sodium': 'lowSodium',
} as const satisfies Record<NonNullable<FilterState['macroFocus']>, string>;
export const MACRO_FOCUS_OPTIONS = MACRO_FOCUS.map((value) => ({ value, key: MACRO_KEYS[value] }));

const DIET_KEYS = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  Keto: 'keto',
  'Low Carb': 'lowCarb',
  'High Protein': 'highProtein',
  'Low Fat': 'lowFat',
  Paleo: 'paleo',
  Mediterranean: 'mediterranean',
} as const satisfies Record<FilterState['dietaryPreferences'][number], string>;
export const DIET_OPTIONS = DIETS.map((value) => ({ value, key: DIET_KEYS[value] }));

const ALLERGEN_KEYS = {
  Gluten: 'gluten',
  Dairy: 'dairy',
  Nut: 'nut',
  Soy: 'soy',
  Egg: 'egg',
  Fish: 'fish',
  Shellfish: 'shellfish',
  Sesame: 'sesame',
} as const satisfies Record<FilterState['allergenFree'][number], string>;
export const ALLERGEN_OPTIONS = ALLERGENS.map((value) => ({ value, key: ALLERGEN_KEYS[value] }));

/** Narrows a select's string back to one of the allowed values. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value) ?? null;
}
