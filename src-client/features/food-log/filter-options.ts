import {
  ALLERGENS,
  CALORIE_RANGES,
  DATA_SOURCES,
  DIETS,
  MACRO_FOCUS,
  PRESETS,
  PROTEIN_RANGES,
  SORTS,
  type FilterState,
} from '../../../src/domain/food-filters.ts';

/** Display labels for the §5 filter options; the values come from the shared filter module. */

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 250;
export const SUGGESTIONS = ['chicken', 'rice', 'apple', 'banana', 'salmon'] as const;

export const PRESET_NAMES = Object.keys(PRESETS);

const rangeLabel = (range: string, unit: string) => (range.endsWith('+') ? `${range.slice(0, -1)}+ ${unit}` : `${range.replace('-', '–')} ${unit}`);

export const DATA_SOURCE_OPTIONS = DATA_SOURCES.map((value) => ({ value, label: value }));
export const CALORIE_OPTIONS = CALORIE_RANGES.map((value) => ({ value, label: rangeLabel(value, 'kcal') }));
export const PROTEIN_OPTIONS = PROTEIN_RANGES.map((value) => ({ value, label: rangeLabel(value, 'g protein') }));

const SORT_LABELS: Record<FilterState['sortBy'], string> = {
  relevance: 'Relevance',
  'calories-low': 'Calories: low to high',
  'calories-high': 'Calories: high to low',
  'protein-high': 'Protein: high to low',
};
export const SORT_OPTIONS = SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

const MACRO_LABELS: Record<NonNullable<FilterState['macroFocus']>, string> = {
  'high-protein': 'High protein (20 g+)',
  'low-calorie': 'Low calorie (under 200 kcal)',
  'low-carb': 'Low carb (under 10 g)',
  'healthy-fats': 'Healthy fats (10 g+)',
  'fiber-rich': 'Fiber rich (5 g+)',
  'low-sodium': 'Low sodium (under 300 mg)',
};
export const MACRO_FOCUS_OPTIONS = MACRO_FOCUS.map((value) => ({ value, label: MACRO_LABELS[value] }));

export const DIET_OPTIONS = DIETS.map((value) => ({ value, label: value }));
export const ALLERGEN_OPTIONS = ALLERGENS.map((value) => ({ value, label: `${value}-free` }));

/** Narrows a select's string back to one of the allowed values. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value) ?? null;
}
