import type { AllergenChoice } from './allergen-terms.ts';
import type { Badge } from './food-badges.ts';
import { GRAIN_WORDS, LEGUME_WORDS, MEDITERRANEAN_WORDS, mentionsDairy, nameHasAny, PROCESSED_WORDS } from './food-words.ts';
import type { NutrientClaim } from './nutrient-claims.ts';
import type { NutritionValues } from './nutrition.ts';

export interface FilterFood {
  name: string;
  dataType: string;
  nutrition: NutritionValues;
  /** What the server established (decision 100): the diet and claim filters read these, never the name. */
  badges: readonly Badge[];
  claims: readonly NutrientClaim[];
  allergenFree: readonly AllergenChoice[];
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

// The FDA claims per reference amount stand behind the claim-like choices; the others are plain numbers of the serving shown.
const MACRO_TESTS: Record<(typeof MACRO_FOCUS)[number], (f: FilterFood) => boolean> = {
  'high-protein': (f) => f.claims.includes('highProtein'),
  'low-calorie': (f) => f.claims.includes('lowCalorie'),
  'low-carb': (f) => f.nutrition.carbs < 10,
  'healthy-fats': (f) => f.nutrition.fats >= 10,
  'fiber-rich': (f) => f.claims.includes('goodSourceFiber'),
  'low-sodium': (f) => f.claims.includes('lowSodium'),
};

const DIET_TESTS: Record<(typeof DIETS)[number], (f: FilterFood) => boolean> = {
  Vegetarian: (f) => f.badges.includes('Vegetarian') || f.badges.includes('Vegan'),
  Vegan: (f) => f.badges.includes('Vegan'),
  Keto: (f) => f.badges.includes('Keto'),
  'Low Carb': (f) => f.nutrition.carbs <= 15,
  'High Protein': (f) => f.claims.includes('highProtein'),
  'Low Fat': (f) => f.claims.includes('lowFat'),
  Paleo: (f) => !nameHasAny(f.name, [...GRAIN_WORDS, ...LEGUME_WORDS, ...PROCESSED_WORDS]) && !mentionsDairy(f.name),
  Mediterranean: (f) => nameHasAny(f.name, MEDITERRANEAN_WORDS),
};

const ALLERGEN_KEYS = {
  Gluten: 'gluten', Dairy: 'dairy', Nut: 'nut', Soy: 'soy', Egg: 'egg', Fish: 'fish', Shellfish: 'shellfish', Sesame: 'sesame',
} as const satisfies Record<(typeof ALLERGENS)[number], AllergenChoice>;

export function matchesFilters(food: FilterFood, f: FilterState): boolean {
  const n = food.nutrition;
  if (f.dataType && food.dataType !== f.dataType) return false;
  if (f.caloriesRange && !inRange(n.calories, f.caloriesRange)) return false;
  if (f.proteinRange && !inRange(n.protein, f.proteinRange)) return false;
  if (f.macroFocus && !MACRO_TESTS[f.macroFocus](food)) return false;
  if (!f.dietaryPreferences.every((d) => DIET_TESTS[d](food))) return false;
  return f.allergenFree.every((a) => food.allergenFree.includes(ALLERGEN_KEYS[a]));
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
