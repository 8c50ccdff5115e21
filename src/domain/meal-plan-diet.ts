import { KETO_NET_CARB_SHARE, netCarbEnergyShare } from './food-badges.ts';
import {
  EGG_WORDS,
  FISH_WORDS,
  GLUTEN_WORDS,
  GRAIN_WORDS,
  HONEY_WORDS,
  LEGUME_WORDS,
  MEAT_WORDS,
  MEDITERRANEAN_WORDS,
  mentionsDairy,
  nameHasAny,
  NUT_WORDS,
  PROCESSED_WORDS,
  SESAME_WORDS,
  SHELLFISH_WORDS,
  SOY_WORDS,
} from './food-words.ts';
import { nutrientClaims } from './nutrient-claims.ts';
import type { Nutrition } from '../schemas/nutrition.ts';

/** Diets and allergen-free tags a recipe can carry; a restriction is met when the recipe has the tag. */
export const dietTags = [
  'vegetarian', 'vegan', 'pescatarian', 'keto', 'low-carb', 'high-protein', 'paleo', 'mediterranean',
  'gluten-free', 'dairy-free', 'nut-free', 'egg-free', 'soy-free', 'fish-free', 'shellfish-free', 'sesame-free',
] as const;
export type DietTag = (typeof dietTags)[number];

export const allergens = ['gluten', 'dairy', 'nut', 'soy', 'egg', 'fish', 'shellfish', 'sesame'] as const;
export type Allergen = (typeof allergens)[number];

/** Diets a recipe declares because the ingredient names alone cannot show them. */
export type DeclaredDiet = 'mediterranean' | 'paleo';

/** Keto: at most this many grams of net carbs per serving, and at most 10% of its energy. */
export const KETO_NET_CARBS = 10;
export const LOW_CARB_NET_CARBS = 20;

// USDA wordings that trip the word lists without containing the thing, and what they mean.
const HARMLESS_PHRASES: [string, string][] = [
  ['coconut meat', 'coconut flesh'],
  ['grated meat', 'grated flesh'],
  ['vegetable broth', 'vegetable stock'],
  ['not sweetened', 'unsweetened'],
  ['sesame butter', 'sesame paste'],
];
// Words hiding an allergen the name does not spell out.
const HIDDEN: Partial<Record<Allergen, string[]>> = { dairy: ['chocolate', 'pesto'], nut: ['pesto'], gluten: ['oat', 'oats', 'oatmeal'] };
const EXTRA_SOY = ['soymilk', 'shoyu', 'tamari'];
const EXTRA_SHELLFISH = ['crustaceans', 'mollusks'];
const PROCESSED_MEAT = ['bacon', 'ham', 'sausage', 'salami', 'pepperoni', 'hot dog', 'frankfurter', 'bologna', 'chorizo'];
const PALEO_EXCLUDED = [...GRAIN_WORDS, ...LEGUME_WORDS, ...PROCESSED_WORDS, 'sugars', 'syrups', 'edamame', 'tempeh', 'soymilk', 'miso', 'tamari', 'cornstarch'];

function clean(name: string): string {
  const lower = name.toLowerCase().replace(/[^a-z]+/g, ' ');
  return HARMLESS_PHRASES.reduce((text, [phrase, meaning]) => text.replaceAll(phrase, meaning), lower);
}

const isGlutenFree = (text: string) => !nameHasAny(text, GLUTEN_WORDS) || nameHasAny(text, ['gluten free', 'gluten-free']);
const hidden = (text: string, allergen: Allergen) => nameHasAny(text, HIDDEN[allergen] ?? []);

/** Allergens an ingredient may contain, read from its USDA name; errs towards flagging. */
export function ingredientAllergens(name: string): Allergen[] {
  const text = clean(name);
  const found: Record<Allergen, boolean> = {
    gluten: !isGlutenFree(text) || hidden(text, 'gluten'),
    dairy: mentionsDairy(text) || hidden(text, 'dairy'),
    nut: nameHasAny(text, NUT_WORDS) || hidden(text, 'nut'),
    soy: nameHasAny(text, [...SOY_WORDS, ...EXTRA_SOY]),
    egg: nameHasAny(text, EGG_WORDS),
    fish: nameHasAny(text, FISH_WORDS),
    shellfish: nameHasAny(text, [...SHELLFISH_WORDS, ...EXTRA_SHELLFISH]),
    sesame: nameHasAny(text, SESAME_WORDS),
  };
  return allergens.filter((a) => found[a]);
}

export function isMeat(name: string): boolean {
  return nameHasAny(clean(name), MEAT_WORDS);
}

export function isSeafood(name: string): boolean {
  const text = clean(name);
  return nameHasAny(text, [...FISH_WORDS, ...SHELLFISH_WORDS, ...EXTRA_SHELLFISH]);
}

export function isAnimal(name: string): boolean {
  const text = clean(name);
  return isMeat(name) || isSeafood(name) || mentionsDairy(text) || hidden(text, 'dairy') || nameHasAny(text, [...EGG_WORDS, ...HONEY_WORDS]);
}

/** Paleo: no grains, pulses, dairy or refined sugar. */
export function isPaleoIngredient(name: string): boolean {
  const text = clean(name);
  return !nameHasAny(text, PALEO_EXCLUDED) && !mentionsDairy(text) && !hidden(text, 'dairy');
}

/** Mediterranean: no processed meat or refined foods. */
export function isMediterraneanIngredient(name: string): boolean {
  const text = clean(name);
  return !nameHasAny(text, [...PROCESSED_MEAT, ...PROCESSED_WORDS, 'syrups']);
}

export function isMediterraneanStaple(name: string): boolean {
  return nameHasAny(clean(name), MEDITERRANEAN_WORDS);
}

export type ServingNutrition = Pick<Nutrition, 'calories' | 'protein' | 'carbs' | 'fiber'>;

export interface RecipeDiet {
  tags: DietTag[];
  allergens: Allergen[];
  /** Declared diets the ingredients contradict; they are not applied. */
  contradicted: DeclaredDiet[];
}

/** Checks a declared diet against the ingredient names. */
export function declaredHolds(diet: DeclaredDiet, names: readonly string[]): boolean {
  if (diet === 'paleo') return names.every(isPaleoIngredient);
  return names.every(isMediterraneanIngredient) && names.some(isMediterraneanStaple);
}

/** A serving of a recipe as its reference amount: the FDA's per-RACC rules on the amounts in one serving (decision 100). */
function servingClaims(n: ServingNutrition) {
  const perReference = { calories: n.calories, protein: n.protein, fiber: n.fiber, fats: null, saturatedFat: null, cholesterol: null, sodium: null, sugar: null };
  return nutrientClaims({ perReference, per50g: null });
}

/** A recipe's diet tags and allergens from its ingredient names, per-serving nutrition and declared diets. */
export function recipeDiet(names: readonly string[], perServing: ServingNutrition, declared: readonly DeclaredDiet[] = []): RecipeDiet {
  const found = new Set(names.flatMap(ingredientAllergens));
  const netCarbs = Math.max(0, perServing.carbs - perServing.fiber);
  const tags = new Set<DietTag>();
  const meat = names.some(isMeat);
  const seafood = names.some(isSeafood);
  if (!meat && !seafood) tags.add('vegetarian');
  if (!names.some(isAnimal)) tags.add('vegan');
  if (!meat) tags.add('pescatarian');
  if (netCarbs <= KETO_NET_CARBS && netCarbEnergyShare(perServing) <= KETO_NET_CARB_SHARE) tags.add('keto');
  if (netCarbs <= LOW_CARB_NET_CARBS) tags.add('low-carb');
  if (servingClaims(perServing).includes('highProtein')) tags.add('high-protein');
  for (const allergen of allergens) if (!found.has(allergen)) tags.add(`${allergen}-free`);
  const contradicted = declared.filter((d) => !declaredHolds(d, names));
  for (const d of declared) if (!contradicted.includes(d)) tags.add(d);
  return { tags: dietTags.filter((t) => tags.has(t)), allergens: allergens.filter((a) => found.has(a)), contradicted };
}
