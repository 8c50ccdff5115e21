import type { SwapKind } from '../schemas/ai.ts';

/** Families of USDA categories: a swap stays in the same category, the same family, or a compatible one. */
export type Family = 'meals' | 'protein' | 'dairy' | 'grains' | 'starchy' | 'vegetables' | 'fruit' | 'snacks' | 'sweets' | 'drinks' | 'fats' | 'other';

const FAMILY_PATTERNS: [Family, RegExp][] = [
  ['fruit', /^fruits and fruit juices$/i],
  ['other', /baby|formula|infant|not included|american indian|spices|sugar substitutes|protein and nutritional powders|liquor|wine|beer/i],
  ['drinks', /beverage|soft drink|juice|water|coffee|^tea$|drink|smoothie|milk shakes|plant-based milk|^milk,|flavored milk/i],
  ['meals', /pizza|burger|sandwich|burrito|taco|mixed dish|entree|fast food|restaurant|nachos|macaroni and cheese|lo\/chow|dumplings|soups|ramen|stir-fry|chicken patties/i],
  ['sweets', /sweets|candy|cookies|cakes|doughnuts|ice cream|pudding|gelatins|sugars and honey|jams/i],
  ['snacks', /snack|chips|pretzels|popcorn|crackers|cereal bars|nutrition bars|nuts and seeds|nut and seed/i],
  ['fats', /fats and oils|dressings|butter and animal|margarine|mayonnaise|dips|condiments|cream and cream|cream cheese|pasta sauces|olives/i],
  ['dairy', /dairy|cheese|milk|yogurt/i],
  ['protein', /beef|pork|poultry|chicken|lamb|veal|game|fish|shellfish|sausage|cold cuts|luncheon|frankfurter|bacon|turkey|liver|eggs|legume|beans, peas|soy and meat/i],
  ['starchy', /french fries|white potato|mashed potatoes|starchy|corn$/i],
  ['grains', /cereal|grain|pasta|rice|bread|rolls|bagels|biscuits|oatmeal|grits|pancakes|tortillas|baked products/i],
  ['vegetables', /vegetable|broccoli|cabbage|carrots|lettuce|spinach|tomatoes|onions|string beans|coleslaw|dark green|red and orange/i],
  ['fruit', /fruit|apples|bananas|berries|citrus|grapes|mango|melons|peaches|pears|pineapple|strawberries/i],
];

export function familyOf(category: string | null): Family {
  if (!category) return 'other';
  return FAMILY_PATTERNS.find(([, re]) => re.test(category))?.[0] ?? 'other';
}

/** Families a food of one family can sensibly be swapped for, nearest first. */
export const COMPATIBLE: Record<Family, Family[]> = {
  meals: ['meals', 'protein', 'vegetables'],
  protein: ['protein', 'meals'],
  dairy: ['dairy', 'protein'],
  grains: ['grains', 'starchy', 'vegetables'],
  starchy: ['starchy', 'vegetables', 'grains'],
  vegetables: ['vegetables', 'starchy'],
  fruit: ['fruit', 'dairy'],
  snacks: ['snacks', 'fruit', 'vegetables', 'dairy'],
  sweets: ['sweets', 'fruit', 'dairy', 'snacks'],
  drinks: ['drinks', 'dairy'],
  fats: ['fats', 'dairy'],
  other: [],
};

/** Every known category of the families compatible with this one. */
export function compatibleCategories(category: string | null, all: readonly string[]): string[] {
  const families = COMPATIBLE[familyOf(category)];
  return all.filter((c) => families.includes(familyOf(c)) || c === category);
}

export function difficultyFor(original: string | null, candidate: string | null): 'easy' | 'moderate' | 'adventurous' {
  if (original && original === candidate) return 'easy';
  return familyOf(original) === familyOf(candidate) ? 'moderate' : 'adventurous';
}

const KIND: Record<Family, SwapKind> = {
  meals: 'other', protein: 'protein', dairy: 'protein', grains: 'carb', starchy: 'carb', vegetables: 'vegetable', fruit: 'snack',
  snacks: 'snack', sweets: 'snack', drinks: 'other', fats: 'other', other: 'other',
};

/** The spec's swapType of a suggested food: protein, carb, snack, vegetable or other. */
export function swapKind(category: string | null): SwapKind {
  return KIND[familyOf(category)];
}

const GENERIC = new Set(['raw', 'cooked', 'plain', 'nfs', 'food', 'foods', 'with', 'and', 'the', 'regular', 'fresh', 'homemade', 'large', 'small', 'medium', 'slice', 'piece', 'serving']);

/** The words naming the food to replace ('French fries' → fries, french): a swap's name has none of them. */
export function headWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !GENERIC.has(w))
    .map((w) => w.replace(/ies$/, 'y').replace(/(ches|shes|oes)$/, (m) => m.slice(0, -2)).replace(/([^s])s$/, '$1'));
}

/** True when the candidate's name contains a head word of the food it would replace ('Hamburger' contains 'burger'). */
export function namesOriginal(candidate: string, heads: readonly string[]): boolean {
  const words = candidate.toLowerCase().split(/[^a-z]+/);
  return heads.some((h) => words.some((w) => w.includes(h)));
}
