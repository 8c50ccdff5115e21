import { isGlutenFree, isVegan, isVegetarian } from './food-badges.ts';
import {
  EGG_WORDS,
  FISH_WORDS,
  GRAIN_WORDS,
  LEGUME_WORDS,
  MEDITERRANEAN_WORDS,
  mentionsDairy,
  nameHasAny,
  NUT_WORDS,
  PROCESSED_WORDS,
  SESAME_WORDS,
  SHELLFISH_WORDS,
  SOY_WORDS,
} from './food-words.ts';

export interface FilterFood {
  name: string;
  dataType: string;
  nutrition: { calories: number; protein: number; carbs: number; fats: number; fiber?: number | null; sodium?: number | null };
}

export const DATA_SOURCES = ['Foundation', 'Branded', 'SR Legacy', 'Survey'] as const;
export const CALORIE_RANGES = ['0-100', '100-300', '300-500', '500+'] as const;
export const PROTEIN_RANGES = ['0-5', '5-15', '15-25', '25+'] as const;
export const SORTS = ['relevance', 'calories-low', 'calories-high', 'protein-high'] as const;
export const MACRO_FOCUS = ['high-protein', 'low-calorie', 'low-carb', 'healthy-fats', 'fiber-rich', 'low-sodium'] as const;
export const DIETS = ['Vegetarian', 'Vegan', 'Keto', 'Low Carb', 'High Protein', 'Low Fat', 'Paleo', 'Mediterranean'] as const;
export const ALLERGENS = ['Gluten', 'Dairy', 'Nut', 'Soy', 'Egg', 'Fish', 'Shellfish', 'Sesame'] as const;

export interface FilterState {
  dataType: (typeof DATA_SOURCES)[number] | null;
  caloriesRange: (typeof CALORIE_RANGES)[number] | null;
  proteinRange: (typeof PROTEIN_RANGES)[number] | null;
  sortBy: (typeof SORTS)[number];
  dietaryPreferences: (typeof DIETS)[number][];
  allergenFree: (typeof ALLERGENS)[number][];
  macroFocus: (typeof MACRO_FOCUS)[number] | null;
}

export const EMPTY_FILTERS: FilterState = {
  dataType: null,
  caloriesRange: null,
  proteinRange: null,
  sortBy: 'relevance',
  dietaryPreferences: [],
  allergenFree: [],
  macroFocus: null,
};

export const PRESETS: Record<string, Partial<FilterState>> = {
  Vegan: { dietaryPreferences: ['Vegan'] },
  Keto: { dietaryPreferences: ['Keto'], macroFocus: 'low-carb' },
  'High Protein': { dietaryPreferences: ['High Protein'], sortBy: 'protein-high' },
  'Low Calorie': { macroFocus: 'low-calorie', sortBy: 'calories-low' },
  'Gluten Free': { allergenFree: ['Gluten'] },
  'Whole Foods': { dataType: 'Foundation' },
};

export function applyPreset(name: keyof typeof PRESETS): FilterState {
  return { ...EMPTY_FILTERS, ...PRESETS[name] };
}

function inRange(value: number, range: string): boolean {
  if (range.endsWith('+')) return value >= Number(range.slice(0, -1));
  const [lo, hi] = range.split('-').map(Number) as [number, number];
  return value >= lo && value < hi;
}

const MACRO_TESTS: Record<(typeof MACRO_FOCUS)[number], (n: FilterFood['nutrition']) => boolean> = {
  'high-protein': (n) => n.protein >= 20,
  'low-calorie': (n) => n.calories < 200,
  'low-carb': (n) => n.carbs < 10,
  'healthy-fats': (n) => n.fats >= 10,
  'fiber-rich': (n) => (n.fiber ?? 0) >= 5,
  'low-sodium': (n) => (n.sodium ?? 0) < 300,
};

const DIET_TESTS: Record<(typeof DIETS)[number], (f: FilterFood) => boolean> = {
  Vegetarian: (f) => isVegetarian(f.name),
  Vegan: (f) => isVegan(f.name),
  Keto: (f) => f.nutrition.carbs <= 5,
  'Low Carb': (f) => f.nutrition.carbs <= 15,
  'High Protein': (f) => f.nutrition.protein >= 15,
  'Low Fat': (f) => f.nutrition.fats <= 3,
  Paleo: (f) => !nameHasAny(f.name, [...GRAIN_WORDS, ...LEGUME_WORDS, ...PROCESSED_WORDS]) && !mentionsDairy(f.name),
  Mediterranean: (f) => nameHasAny(f.name, MEDITERRANEAN_WORDS),
};

const ALLERGEN_TESTS: Record<(typeof ALLERGENS)[number], (name: string) => boolean> = {
  Gluten: isGlutenFree,
  Dairy: (name) => !mentionsDairy(name),
  Nut: (name) => !nameHasAny(name, NUT_WORDS) || nameHasAny(name, ['nut free', 'butternut', 'nutmeg', 'coconut']),
  Soy: (name) => !nameHasAny(name, SOY_WORDS),
  Egg: (name) => !nameHasAny(name, EGG_WORDS),
  Fish: (name) => !nameHasAny(name, FISH_WORDS),
  Shellfish: (name) => !nameHasAny(name, SHELLFISH_WORDS),
  Sesame: (name) => !nameHasAny(name, SESAME_WORDS),
};

export function matchesFilters(food: FilterFood, f: FilterState): boolean {
  const n = food.nutrition;
  if (f.dataType && food.dataType !== f.dataType) return false;
  if (f.caloriesRange && !inRange(n.calories, f.caloriesRange)) return false;
  if (f.proteinRange && !inRange(n.protein, f.proteinRange)) return false;
  if (f.macroFocus && !MACRO_TESTS[f.macroFocus](n)) return false;
  if (!f.dietaryPreferences.every((d) => DIET_TESTS[d](food))) return false;
  return f.allergenFree.every((a) => ALLERGEN_TESTS[a](food.name));
}

/** Filters on the client and sorts; 'relevance' keeps the server's ranking. */
export function applyFilters<T extends FilterFood>(foods: readonly T[], f: FilterState): T[] {
  const kept = foods.filter((food) => matchesFilters(food, f));
  switch (f.sortBy) {
    case 'calories-low':
      return kept.sort((a, b) => a.nutrition.calories - b.nutrition.calories);
    case 'calories-high':
      return kept.sort((a, b) => b.nutrition.calories - a.nutrition.calories);
    case 'protein-high':
      return kept.sort((a, b) => b.nutrition.protein - a.nutrition.protein);
    default:
      return kept;
  }
}

export function activeFilterCount(f: FilterState): number {
  return [f.dataType, f.caloriesRange, f.proteinRange, f.macroFocus].filter(Boolean).length + f.dietaryPreferences.length + f.allergenFree.length + (f.sortBy === 'relevance' ? 0 : 1);
}
