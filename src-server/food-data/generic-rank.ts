import type { FoodSource } from './food-record.ts';

const SOURCE_BONUS: Record<FoodSource, number> = { foundation: 0.2, sr_legacy: 0.2, survey: 0, branded: -3 };

// Foods few users mean when they type a plain word ('milk' is not human milk or baby food).
const NICHE_NAME = /\b(human|babyfood|baby food|infant|toddler|formula|alaska native|american indian|usda commodity|school|as ingredient)\b/i;
const NICHE_CATEGORY = /^(baby foods?|infant formulas|human milk|american indian\/alaska native foods|quality control materials)$/i;
const OUTSIDE_CATEGORY = /^(fast foods|restaurant foods|meals, entrees, and side dishes|not included in a food category)$/i;
const DISH_CATEGORY = /mixed dishes|sandwich|pizza|burger|soup|snack|dessert|candy|cake|cookie|pastr|doughnut|shake|smoothie|flavored milk|frozen dairy|sweet rolls|nutrition bars|protein and nutritional powders|frankfurter|cereal bars/i;

// Words that make a food a prepared form or a dish rather than the plain ingredient.
const DISH_WORDS = /\b(with|and|sandwich|soup|salad|casserole|pie|cake|sauce|gravy|stew|shake|smoothie|pudding|dip|spread|mix|frozen|canned|dried|dehydrated|powder|flavored|sweetened|chocolate|fried|breaded|battered|coated|imitation|substitute|meatless|dressing|prepared|filling|candied|pickled|mashed|creamed|stuffed|glazed|juice|nectar|drink|beverage|syrup|bar|chips|flour|oil)\b/gi;
// Parts few people mean by the animal's name alone.
const PART_WORDS = /\b(giblets|gizzards?|liver|hearts?|kidneys?|tongue|brain|lungs|spleen|tripe|feet|neck|back|separable fat|fat only)\b|,\s*(skin|peel)( only)?\s*(,|$)/i;
// 'whole' as in whole egg or whole fruit, not whole wheat.
const PLAIN_WORDS = /\b(raw|plain|fresh|whole(?![- ](wheat|grain)))\b/gi;
// FNDDS marks its catch-all entry for a food 'NFS' (not further specified): 'Milk, NFS'.
const NOT_SPECIFIED = /\bnfs\b/i;
const COOKED_WORDS = /\b(cooked|boiled|baked|roasted|grilled|broiled|steamed|poached|brewed)\b/i;

function distinct(pattern: RegExp, text: string): number {
  return new Set((text.match(pattern) ?? []).map((w) => w.toLowerCase())).size;
}

/**
 * Static "how generic is this food" score, stored in foods.search_rank. Search adds it to the
 * query match score, so among equally good matches the plain ingredient comes before prepared
 * forms, dishes, niche foods and branded products.
 */
export function genericRank(name: string, category: string | null, source: FoodSource): number {
  const cat = (category ?? '').trim();
  let rank = SOURCE_BONUS[source];
  if (NICHE_NAME.test(name) || NICHE_CATEGORY.test(cat)) rank -= 3;
  if (OUTSIDE_CATEGORY.test(cat) || /^(restaurant|fast foods?),/i.test(name)) rank -= 1.5;
  if (source !== 'branded' && DISH_CATEGORY.test(cat)) rank -= 1;
  rank -= 0.5 * Math.min(distinct(DISH_WORDS, name), 3);
  if (PART_WORDS.test(name)) rank -= 0.75;
  const plain = Math.min(distinct(PLAIN_WORDS, name), 3);
  // A plain cooked form still beats a dish, but not the raw food.
  rank += plain > 0 ? 0.5 * plain : COOKED_WORDS.test(name) ? 0.25 : 0;
  if (NOT_SPECIFIED.test(name)) rank += 0.75;
  return Math.round(rank * 100) / 100;
}
