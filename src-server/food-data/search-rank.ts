import { isNotSpecified, type FoodFacts } from './food-facts.ts';
import type { FoodSource } from './food-record.ts';
import { isMixedDishCategory, isNicheCategory } from './wweia-categories.ts';

const SOURCE_BONUS: Record<FoodSource, number> = { foundation: 0.2, sr_legacy: 0.2, survey: 0.15, branded: -3 };

// Meat, fish and nuts (WWEIA 2002-2499, 2802-2899): raw is how they are bought, not how they are
// eaten (raw fish is sushi, nuts are roasted); a raw egg is still the egg.
const boughtRaw = (wweia: number | null) => wweia !== null && ((wweia >= 2000 && wweia < 2500) || (wweia >= 2800 && wweia < 2900));

/**
 * Static "how plainly is this the food a word means" score, stored in foods.search_rank and added to
 * the query match score, from the food's USDA facts: USDA's own default of its family (FNDDS 'NFS',
 * and the SR food such a default is made of), how many FNDDS recipes use it (USDA's choice of the
 * usual food: regular mayonnaise, pork bacon, white mushrooms), the form as eaten over an ingredient
 * to cook, and its WWEIA category (niche and mixed dishes after); an SR food no recipe uses comes
 * after one that is used. A product named for its maker (an SR food with a manufacturer, a Branded
 * food) comes after the generic food.
 */
export function searchRank(food: { source: FoodSource; name: string; brand: string | null; facts: FoodFacts }): number {
  const { facts } = food;
  let rank = SOURCE_BONUS[food.source] + unqualifiedWords(food.name);
  if (facts.plainDefault) rank += 0.6;
  // Any FNDDS 'NFS' / 'NS as to …' food is USDA's default of its (narrower) family: 'Fish, cod, NFS'.
  else if (food.source === 'survey' && isNotSpecified(food.name)) rank += 0.3;
  // Raw and eaten so (fruit, vegetables): the food itself, before any cooking USDA's defaults assume.
  // Half of it when no FNDDS recipe uses the food: its being eaten raw is then read from its food
  // group alone ('Potatoes, raw, skin'), not seen in what people ate.
  if (facts.form === 'raw' && facts.asEaten && !boughtRaw(facts.wweia)) rank += food.source === 'survey' || facts.recipeUses > 0 ? 0.8 : 0.4;
  rank += 0.35 * Math.min(3, Math.log10(1 + facts.recipeUses));
  if (!facts.asEaten) rank -= 1.5;
  // An SR or Foundation food no FNDDS recipe lists (4 in 5 of them: 'Spaghetti, spinach, cooked',
  // 'Rolls, dinner, egg') was not seen eaten in the survey: it comes after those USDA's recipes
  // use, as much as a food with no WWEIA category. FNDDS foods are themselves what was eaten.
  if ((food.source === 'sr_legacy' || food.source === 'foundation') && facts.recipeUses === 0) rank -= 1;
  if (facts.wweia !== null && isNicheCategory(facts.wweia)) rank -= 3;
  // A dish comes after the food it is named for.
  if (facts.wweia !== null && isMixedDishCategory(facts.wweia)) rank -= 0.75;
  // 9999: FNDDS's building blocks ('Tomatoes, cooked, as ingredient') and flours, not foods eaten as such.
  if (facts.wweia === 9999) rank -= 1;
  if (facts.wweia === null && food.source !== 'branded') rank -= 1;
  if (food.brand !== null && food.source !== 'branded') rank -= 1.5;
  return Math.round(rank * 100) / 100;
}

export const UNSPECIFIED_STATE = /^(raw|fresh|cooked|prepared|ready-to-(eat|serve|drink)|brewed|reconstituted)$/;

const STOP_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

// Search costs every word of a name beyond the query (0.3 in the first two parts, 0.15 anywhere).
// USDA's words for the unspecified state ('raw', 'cooked', 'prepared') qualify nothing: they are
// given back, so 'Apple, raw' is as short as 'Apple' and 'Apple, dried' is one word longer. 'NFS'
// and 'NS as to …' parts are not in the search index at all (migration 20261127000100), so the
// parts are counted without them. A named method ('boiled', 'fried', 'rotisserie') is a choice like
// any other variant, so 'Sweet potato, NFS' comes before 'Sweet potato, boiled, NS as to fat'.
function unqualifiedWords(name: string): number {
  const parts = name.split(',').filter((part) => !isNotSpecified(part));
  // Counted as the text index counts them: English stop words ('as', 'to', 'or') are not indexed.
  const words = (part: string) => part.trim().toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !STOP_WORDS.has(w)).length;
  let front = 0;
  let all = 0;
  parts.forEach((part, i) => {
    const plain = UNSPECIFIED_STATE.test(part.trim().toLowerCase());
    if (!plain) return;
    if (i > 0 && i < 2) front += words(part);
    all += words(part);
  });
  return 0.3 * Math.min(front, 5) + 0.15 * Math.min(all, 12);
}
