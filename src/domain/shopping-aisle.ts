/** Shopping-list sections, in the order a list shows them. */
export const AISLES = ['Produce', 'Meat & Seafood', 'Dairy & Eggs', 'Grains & Bakery', 'Beans & Tofu', 'Nuts & Seeds', 'Pantry', 'Spices & Oils'] as const;
export type Aisle = (typeof AISLES)[number];

// First match wins; the USDA category text (SR Legacy, Foundation and FNDDS wordings) decides.
const BY_CATEGORY: [RegExp, Aisle][] = [
  [/dairy|egg|cheese|milk|yogurt|cream/i, 'Dairy & Eggs'],
  [/beef|pork|poultry|chicken|turkey|lamb|veal|game|sausage|luncheon|bacon|meat|fish|shellfish|seafood/i, 'Meat & Seafood'],
  [/legume|bean|soy|tofu/i, 'Beans & Tofu'],
  [/nut|seed/i, 'Nuts & Seeds'],
  [/vegetable|fruit|potato|tomato|lettuce|onion|carrot|broccoli|spinach|berr|apple|banana|citrus|melon|grape|pear|pineapple|mango|corn/i, 'Produce'],
  [/cereal|grain|pasta|baked|bread|tortilla|rice|noodle|bagel|roll|cracker/i, 'Grains & Bakery'],
  [/spice|herb|fats|oil|dressing|vinegar|condiment/i, 'Spices & Oils'],
];

/** Where a food sits in a shop, from its USDA category with a few name-based exceptions. */
export function aisleFor(category: string | null, name: string): Aisle {
  const lower = name.toLowerCase();
  if (/\bfresh\b/.test(lower) && /spice|herb/i.test(category ?? '')) return 'Produce';
  if (/vinegar|\boil\b/.test(lower)) return 'Spices & Oils';
  if (/\bsoymilk\b/.test(lower) || (/\bbeverages?\b/.test(lower) && /\bmilk\b/.test(lower))) return 'Dairy & Eggs';
  if (/\bpeanut butter\b/.test(lower)) return 'Nuts & Seeds';
  if (/\b(canned|broth|sauce|salsa|paste|coconut milk)\b/.test(lower)) return 'Pantry';
  for (const [pattern, aisle] of BY_CATEGORY) if (category && pattern.test(category)) return aisle;
  return 'Pantry';
}
