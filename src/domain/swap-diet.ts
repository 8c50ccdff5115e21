import type { Role } from './swap-roles.ts';

/** 0 plant food, 1 vegetarian (dairy or egg), 2 meat or fish: a swap never goes up this scale. */
export type DietLevel = 0 | 1 | 2;

const MEAT =
  /\b(beef|pork|veal|lamb|mutton|goat|venison|deer|bison|elk|rabbit|chicken|turkey|duck|goose|poultry|ham|bacon|sausages?|salami|bologna|pepperoni|frankfurters?|hot dogs?|(ham|cheese)?burgers?|meats?|meatballs?|meatloaf|pastrami|prosciutto|chorizo|jerky|bratwurst|kielbasa|liver|gizzards?|giblets|fish|tuna|salmon|cod|tilapia|trout|sardines?|anchov(y|ies)|mackerel|herring|halibut|catfish|pollock|shrimp|prawns?|crab|lobster|clams?|oysters?|mussels?|scallops?|squid|calamari|octopus|seafood|sushi|lard|gelatin)\b/;
const MEATLESS = /\b(vegetarian|vegan|meatless|veggie|meat[- ]free|imitation|plant-based|meat substitute|soyburgers?|no meat)\b/;
const MEAT_CATEGORY = /beef|pork|poultry|chicken|lamb|veal|game|turkey|fish|shellfish|seafood|sausage|luncheon|cold cuts|bacon|frankfurter|meat mixed|liver and organ/i;
const ANIMAL = /\b(cheeses?|milk|yogurts?|creams?|butter|buttermilk|ghee|eggs?|omelets?|whey|custard|mayonnaise|honey|kefir|tzatziki|raita|ranch|alfredo|queso|paneer)\b/;
const PLANT_ANIMAL_WORD = /\b(peanut|almond|nut|cashew|sunflower|seed|apple|cocoa|shea|soy|sesame) butter\b|\b(soy|almond|oat|rice|coconut|cashew|plant-based|non-dairy|nondairy) (milk|yogurt|cheese|cream)|\begg ?plant|\bbutternut|\bbutterbur|cream of wheat|\bvegan\b/g;
const ANIMAL_ROLES: Role[] = ['cheese', 'yogurt', 'egg', 'pastry'];
const DISHES: Role[] = ['handheld', 'plate', 'pasta-dish', 'soup'];

export function dietLevel(name: string, category: string | null, role: Role): DietLevel {
  const lower = name.toLowerCase();
  const meatless = MEATLESS.test(lower);
  if (!meatless && (MEAT.test(lower) || ['meat', 'cured', 'fish'].includes(role) || MEAT_CATEGORY.test(category ?? ''))) return 2;
  // A dish 'not further specified' is the usual recipe, which mostly has meat.
  if (!meatless && DISHES.includes(role) && /\b(nfs|ns as to)\b/.test(lower)) return 2;
  if (ANIMAL.test(lower.replace(PLANT_ANIMAL_WORD, ' '))) return 1;
  // Baked goods and mixed dishes usually hold dairy or egg even when the name does not say so.
  return [...ANIMAL_ROLES, ...DISHES].includes(role) && !/\bvegan\b/.test(lower) ? 1 : 0;
}
