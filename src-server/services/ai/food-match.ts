import { searchTextFor, withoutDescription } from '../../../src/domain/voice-aliases.ts';
import { comparable, keyWords, stem } from '../../../src/food-phrase/words.ts';
import { spelledAsNamed } from '../../../src/food-phrase/spelling.ts';
import { tokenize } from '../../../src/domain/search-query.ts';
import { isEnglishWord } from './english-words.ts';
import { describeAnswer, resolvePortion, type PortionRequest } from '../../../src/domain/portion-engine.ts';
import { readPortion } from '../../../src/domain/portion-facts.ts';
import { isPastParticiple } from '../../../src/food-phrase/roles.ts';
import { unitFor } from '../../../src/food-phrase/units.ts';
import type { Nutrition } from '../../../src/schemas/nutrition.ts';
import { nutritionForGrams } from '../../../src/domain/nutrition.ts';
import type { FoodDetail, FoodSearchResult } from '../foods/search-foods.ts';
import type { FoodCache } from './food-cache.ts';
import { foodForm, isNotSpecified } from '../../food-data/food-facts.ts';
import { isMixedDishCategory, isNicheCategory } from '../../food-data/wweia-categories.ts';
import { asNamed, unreportedDetails, isJoining, coverage, lacked, nameHead, nameHeads, nameWords, names, notesOf, pairedHead, phraseHead, preparedAs, unsaid, asUsuallyMade, tellingWords, unspecifiedKinds, withoutNotes } from './usda-names.ts';

export interface MatchedFood {
  food: FoodDetail;
  grams: number;
  quantity: string;
  /** Which of the food's portions gave the grams: '2 × 1 taco (78 g) = 156 g'. */
  portion: string;
  confidence: number;
  nutrition: Nutrition;
}

/** How many search results a said food is chosen from: FNDDS's plain food is often not among the first ten. */
export const CANDIDATES = 25;

/** What each fact about a candidate is worth, in one place; each is explained where scoreMatches reads it. */
const WEIGHT = {
  cover: 3,
  otherNames: 0.8,
  about: 2,
  otherFood: 2,
  notAsEaten: 1.5,
  survey: 0.5,
  product: 1.5,
  plain: 0.4,
  unmeasured: 0.75,
  unsaidWord: 0.5,
  unsaidWordsCounted: 3,
  nameWord: 0.06,
  searchOrder: 0.1,
  niche: 2,
  typical: 0.6,
} as const;

/** Words asking for the food before it is cooked or prepared. */
const RAW_WORDS = new Set(['raw', 'dry', 'uncooked', 'unprepared', 'mix', 'powder']);

/** The first term of a name, what the food is, its notes left out ('Cereal, granola' → 'cereal'). */
const firstTerm = (name: string) => withoutNotes(name).toLowerCase().split(',')[0]!;

const niche = (r: FoodSearchResult) => isNicheCategory(r.wweiaCategory?.code ?? 0);
// Search's code-group bonus (decision 027) leaves mixed dishes out, as their groups are kinds of dish;
// a dish's own family of codes is its recipe's variants.
const mixedDish = (r: FoodSearchResult) => isMixedDishCategory(r.wweiaCategory?.code ?? 0);

/**
 * FNDDS names a food for what it is made of before what it is ('Dark chocolate candy'); when the food's
 * WWEIA category names what it is and then that ('Candy containing chocolate'), the food is about that
 * too. A word the category names before what the food is only says which kind it is ('Salad dressings':
 * a dressing is no salad).
 */
function madeOf(r: FoodSearchResult, thing: string): boolean {
  const category = nameWords(r.wweiaCategory?.name ?? '');
  const first = nameWords(firstTerm(r.name));
  const at = category.findIndex((c) => names(thing, c));
  const kind = Math.min(...nameHeads(r.name).filter((h) => h !== thing).map((h) => category.indexOf(h)).filter((i) => i >= 0));
  return at >= 0 && kind < at && first.some((w) => names(thing, w));
}

/**
 * FNDDS gives a dish family's base recipe a round code and numbers the kinds made with something more after
 * it: 27446200 'Chicken or turkey salad, made with mayonnaise', 27446220 '… with egg'. Of the foods
 * with every word said, the bases of families (the first six digits) with a kind among them, and the kinds.
 */
function codeFamilies(results: FoodSearchResult[]): { bases: Set<FoodSearchResult>; variants: Set<FoodSearchResult> } {
  const family = (r: FoodSearchResult) => r.foodCode?.slice(0, 6);
  const roots = new Map(results.filter((r) => r.foodCode?.endsWith('00') && mixedDish(r)).map((r) => [family(r), r]));
  const variants = new Set(results.filter((r) => r.foodCode !== null && roots.has(family(r)) && roots.get(family(r)) !== r));
  return { bases: new Set([...variants].map((r) => roots.get(family(r))!)), variants };
}

/**
 * A first term joining foods with 'and' names them eaten together: when one of them is not said, the
 * pair is another food than the one said ('ginger ale' is no 'Whiskey and ginger ale', 'pork' no
 * 'Sweet and sour pork').
 */
function pairsWithUnsaid(name: string, wanted: string[]): boolean {
  const joined = firstTerm(name).split(/\band\b/);
  const said = (part: string) => nameWords(part).some((w) => wanted.some((s) => names(s, w)));
  return joined.length > 1 && joined.some(said) && !joined.every(said);
}

/**
 * A first term naming the thing said after a word not said is a kind of its own: 'toast' is no
 * 'French toast', 'potato' no 'Sweet potato', 'rice' no 'Fried rice'. USDA's default of a family
 * named so is the thing itself ('Green peas, NS as to form' for peas).
 */
function compoundOf(name: string, thing: string, wanted: string[]): boolean {
  // 'Chicken or turkey salad': each word before the thing names a kind of it.
  const words = nameWords(firstTerm(name).split(/\b(?:with|in|on|and)\b/)[0]!).filter((w) => w !== 'or');
  const kinds = words.slice(0, -1);
  return kinds.length > 0 && names(thing, words[words.length - 1]!) && !kinds.some((k) => wanted.some((s) => names(s, k)));
}

/**
 * Search order first, but a name that has every said word, is about the thing said and adds nothing
 * unsaid wins, weighed with the food's facts: as eaten, FNDDS, plain default, measured as said.
 */
export function bestMatch<R extends FoodSearchResult>(results: R[], wanted: string[], head = wanted[wanted.length - 1] ?? '', said?: PortionRequest) {
  return scoreMatches(results, wanted, head, said)[0];
}

/** Every search result scored as bestMatch weighs them, best first. */
export function scoreMatches<R extends FoodSearchResult>(results: R[], saidWords: string[], saidHead = saidWords[saidWords.length - 1] ?? '', said?: PortionRequest) {
  const wantsRaw = saidWords.some((w) => RAW_WORDS.has(w));
  const everyWordSaid = results.filter((r) => coverage(r.name, saidWords) === 1);
  // A food USDA names by the word itself ('Salt, table') is what it means; a food prepared with it
  // ('Almonds, salted') is about it only when none is ('Bread, wheat, toasted' for toast).
  const namedSo = (thing: string) => results.some((r) => nameHeads(r.name).includes(thing) && !compoundOf(r.name, thing, saidWords));
  // Named with the words and about the thing said ('Cheese, Mozzarella, NFS'; an English muffin with raisins is no raisin bran).
  const surveyNamed = everyWordSaid.some((r) => r.dataType === 'Survey' && !mixedDish(r) && nameHeads(r.name).includes(saidHead));
  const { bases, variants } = codeFamilies(everyWordSaid);
  const scored = results.map((r, i) => {
    // USDA's plain default of a family takes the kinds its other names list as its own name
    // ('spaghetti' is the pasta of 'Pasta, cooked'); a mixed dish lists what it is made with.
    const plainKind = r.plainDefault && !mixedDish(r);
    const [wanted, head] = plainKind ? [saidWords.map((w) => asNamed(r.name, r.alsoCalled, w)), asNamed(r.name, r.alsoCalled, saidHead)] : [saidWords, saidHead];
    // When no FNDDS food but a dish is named with the words, one USDA also calls just that is it
    // ('tofu' on 'Soybean curd'; 'mozzarella' on 'Imitation cheese' is not, 'Cheese, Mozzarella, NFS'
    // is named so); a mixed dish's other names say what it may be made with ('pesto' on a pasta dish).
    const calledSo = !surveyNamed && r.dataType === 'Survey' && !mixedDish(r) && r.alsoCalled.find((d) => coverage(d, wanted) === 1 && nameWords(d).length === wanted.length);
    // It names the thing, the first term; the later parts still narrow it ('Ketchup, reduced sodium').
    const name = calledSo ? [calledSo, ...r.name.split(',').slice(1)].join(',') : r.name;
    // The other names USDA gives the food count as its name ('coke' is 'Soft drink, cola'), and so do
    // the things its portions count ('sausage links': 'Pork sausage' has '1 breakfast size link').
    const counts = r.portions.map((p) => readPortion(p)?.word ?? '');
    const known = [r.name, ...r.alsoCalled, ...counts].join(' ');
    // Other names list the variants a code covers, so they tell less than the name itself (decision 055).
    const cover = Math.max(coverage(name, wanted), coverage(known, wanted) * WEIGHT.otherNames);
    // Words the person did not say narrow the food away from the plain one they meant; what a food is
    // made with, or a dish served on, is the food as usually made ('Lasagna with meat', 'Egg sandwich on
    // white bread', '…, chocolate with chocolate icing'), not a narrower kind ('Lasagna, meatless'),
    // unless FNDDS numbers the food as a kind of a base recipe found with it (codeFamilies).
    // Of names equal so far the shorter is the broader ('Coffee, NS as to type' over '…, NS as to
    // brewed or instant'), notes in brackets left out ('Rolls, dinner, plain, … (includes brown-and-serve)').
    // FNDDS also calls the food by the thing said, with no word unsaid, and its name has the other words
    // said ('tea' on 'Tea, hot, leaf, black' for "hot tea"): what its name adds is how the survey codes
    // those words, not a narrower kind. An other name for a kind only ('Belgian' on a frozen waffle) is not.
    const justSo = r.dataType === 'Survey' && !mixedDish(r) && r.alsoCalled.some((d) => coverage(d, [head]) === 1 && coverage(wanted.join(' '), nameWords(d)) === 1 && coverage(`${d} ${r.name}`, wanted) === 1);
    // A food said with something is no food 'without' it ('apples with skin', 'peanut butter with salt').
    // Nor is a food that does not specify what was said ('heavy cream' is no 'Cream, NS as to light, heavy, or half and half').
    const unspecified = unspecifiedKinds(r.name).some((w) => wanted.includes(w));
    const saysLacking = wanted.includes('without') || /\bno\b/.test(said?.food ?? '');
    const lacks = (!saysLacking && lacked(r.name).some((w) => wanted.some((s) => names(s, w)))) || unspecified ? WEIGHT.otherFood : 0;
    const narrower = lacks + (justSo ? 0 : Math.min(unsaid(variants.has(r) ? name : asUsuallyMade(name), wanted), WEIGHT.unsaidWordsCounted) * WEIGHT.unsaidWord) + tellingWords(name).length * WEIGHT.nameWord;
    // 'sausage links': when the food's portions count links, the thing said may be the sausage.
    const counted = wanted.length > 1 && counts.some((word) => word && names(head, stem(word)));
    // A pair said whole is about the noun after it ('pork and beef sausage'); 'ginger ale' is no 'Whiskey and ginger ale'.
    const pairOf = (thing: string) => pairedHead(name) === thing && !pairsWithUnsaid(name, wanted);
    const isAbout = (thing: string) => thing !== '' && (nameHeads(name).includes(thing) || pairOf(thing) || (preparedAs(r.name, thing) && !namedSo(thing)) || madeOf(r, thing));
    const about = isAbout(head) || (counted && isAbout(wanted[wanted.length - 2]!)) ? WEIGHT.about : 0;
    // 'milk chocolate' is no 'Chocolate milk', nor 'spaghetti with meat sauce' a 'Spaghetti sauce with
    // meat': a food whose name or WWEIA category heads with another word said is that other food
    // ('Milk, chocolate' is a 'Flavored milk'), unless its portions count the thing said.
    const heads = (text: string) => {
      const phrase = phraseHead(text);
      return phrase !== null && !names(head, phrase) && wanted.some((w) => w !== head && names(w, phrase));
    };
    const other = !counted && (heads(r.name) || heads(r.wweiaCategory?.name ?? '') || pairsWithUnsaid(r.name, wanted) || (compoundOf(r.name, head, wanted) && !r.plainDefault)) ? WEIGHT.otherFood : 0;
    // The form as eaten (cooked rice, prepared cereal) unless 'raw' or 'dry' was said; FNDDS foods are
    // foods as eaten, with the portions of dietary recalls, a manufacturer's product is not the food
    // itself; USDA's plain default of a family (NFS) first.
    const form = r.asEaten === false && !wantsRaw ? -WEIGHT.notAsEaten : 0;
    const survey = r.dataType === 'Survey' ? WEIGHT.survey : r.brand ? -WEIGHT.product : 0;
    // USDA's default of the family: the seed's fact, an FNDDS 'NFS' / 'NS as to …' name, or the base
    // recipe its variants are numbered after.
    // So is a survey food USDA also calls just what was said ('Soybean curd', also called tofu: not 'Tofu, fried').
    const plain = !unspecified && (r.plainDefault || (r.dataType === 'Survey' && isNotSpecified(r.name)) || bases.has(r) || calledSo) ? WEIGHT.plain : 0;
    // A food USDA measures the way it was said ('a quarter cup of granola': the cereal, not a cookie).
    const unmeasured = said && resolvePortion(r.portions, said, r.name).basis === 'estimate' ? WEIGHT.unmeasured : 0;
    return { r, name, cover, about: about > 0, family: coverage(known, wanted) === 1 && about > 0, score: cover * WEIGHT.cover + about - other + form + survey + plain - narrower - unmeasured - i * WEIGHT.searchOrder - (niche(r) ? WEIGHT.niche : 0) };
  });
  // The kind of food most of the foods named for what was said are (WWEIA category) is the kind meant:
  // 'peas' are green peas, with most peas, not blackeyed peas with the dried legumes; 'meatballs' are
  // meat dishes, not the soy product 'Meatball, meatless'.
  const family = scored.filter((x) => x.family).map((x) => x.r.wweiaCategory?.code);
  for (const x of scored) {
    if (x.family && family.length >= 3) x.score += WEIGHT.typical * (family.filter((c) => c === x.r.wweiaCategory?.code).length / family.length);
  }
  // So too the family USDA names first: 'granola' is 'Cereal, granola', a cereal as in most names with
  // the word ('Cereal or granola bar'), not 'Cookie, granola'.
  const firstTerms = scored.filter((x) => x.cover === 1).map((x) => nameWords(firstTerm(x.name)));
  for (const x of scored) {
    const first = nameWords(x.name.split(',')[0]!);
    if (x.family && first.length === 1 && firstTerms.length >= 3) x.score += (WEIGHT.typical / 2) * (firstTerms.filter((words) => words.includes(first[0]!)).length / firstTerms.length);
  }
  return scored.sort((a, b) => b.score - a.score);
}

export function nutritionFor(food: FoodDetail, grams: number): Nutrition {
  const n = nutritionForGrams(food.per100g, grams);
  // The spoken and photo answers count an unknown amount as none in their totals; the entry logged from them stores it as unknown.
  return { calories: n.calories, protein: n.protein, carbs: n.carbs, fats: n.fats, fiber: n.fiber ?? 0, sugar: n.sugar ?? 0, sodium: n.sodium ?? 0 };
}

function resolved(food: FoodDetail, cover: number, said: PortionRequest): MatchedFood {
  const portion = resolvePortion(food.portions, said, food.name, food.alsoCalled);
  const confidence = Math.round((0.45 + 0.55 * cover) * portion.certainty * 100) / 100;
  return { food, grams: portion.grams, quantity: portion.quantity, portion: describeAnswer(portion), confidence, nutrition: nutritionFor(food, portion.grams) };
}

/**
 * 'sweet and sour pork (3 nuggets)', 'nachos, 1 chip': the match measured in a count of a thing its
 * portions count, or null when none counts it (then the count names a food of its own).
 */
export function inCountedPortion(m: MatchedFood, said: PortionRequest & { food: string }, count: { quantity: number; thing: string }): MatchedFood | null {
  const thing = stem(count.thing);
  if (!m.food.portions.some((p) => stem(readPortion(p)?.word ?? '') === thing)) return null;
  const counted = resolved(m.food, 1, { ...said, quantity: count.quantity, unit: null, measure: count.thing, statedAmount: true });
  return { ...counted, confidence: Math.min(counted.confidence, m.confidence) };
}

/** A food search: the app's, or one user's as their food search shows it (their frequent foods first). */
export type FoodSearch = (query: string, limit: number) => Promise<FoodDetail[]>;

/** The search result a said food means, with how much of what was said its names cover; null when none. */
export async function findSaidFood(search: FoodSearch, said: PortionRequest & { food: string }): Promise<{ r: FoodDetail; cover: number; about: boolean; asked: PortionRequest } | null> {
  let query = searchTextFor(said.food);
  let results: FoodDetail[] = [];
  // A word dropped as mere description ('whole', 'hot') stays when USDA names the food with every
  // word said ('whole wheat toast' is 'Bread, whole wheat, toasted', not wheat crackers).
  const spoken = said.food.trim().toLowerCase();
  if (query !== spoken && query === withoutDescription(spoken)) {
    const asSaid = await search(spoken, CANDIDATES);
    if (asSaid.some((r) => coverage(r.name, keyWords(spoken)) === 1)) query = spoken;
  }
  // 'a can of tuna' means canned tuna.
  if (said.unit === 'can' && !query.includes('canned')) results = await search(`${query} canned`, CANDIDATES);
  if (results.length > 0 && bestMatch(results, keyWords(`${query} canned`))!.cover === 1) query = `${query} canned`;
  else results = await search(query, CANDIDATES);
  let wanted = keyWords(query);
  // 'hot tea': a description word dropped for the search still tells the found foods apart when
  // USDA names some of them with it ('Tea, hot, leaf, black' against 'Tea, iced, brewed, black').
  const kept = keyWords(withoutDescription(spoken));
  const described = keyWords(spoken).filter((w) => !wanted.includes(w) && !kept.includes(w));
  wanted = [...wanted, ...described.filter((w) => results.some((r) => coverage(r.name, [w]) === 1))];
  // What is said is named as USDA names it: 'spaghetti with meat sauce' is spaghetti, as 'Spaghetti
  // with meat sauce, frozen entree' is (nameHeads), not the sauce; 'a sandwich on wheat' a sandwich,
  // 'tuna in water' tuna, 'potato from a fricassee' potato.
  let head = keyWords(said.food.split(/\b(?:with|on|in|from)\b/)[0]!).pop() ?? keyWords(said.food).pop() ?? '';
  if (results.length === 0 && query.includes(' ')) {
    // 'my mum's lasagna' → 'lasagna': the last word is usually the food.
    const last = query.split(' ').pop()!;
    results = await search(last, CANDIDATES);
    wanted = keyWords(last);
    head = wanted[0] ?? '';
  }
  let top = bestMatch(results, wanted, head, said);
  // 'pineapple chunks', 'celery sticks': the last word may be what the food's portions count, so no
  // name holds it; when no name holds every word without adding others, the food without it is
  // looked up too, and taken only when its names and portions hold every word said ('grape soda' is
  // not grapes: no portion of grapes counts sodas).
  // 'a large pepperoni pizza slice': when no name has every word, the last word may be the unit it was
  // measured in, if no unit was said before it and the food's own portions give that unit (a pizza
  // lists pieces, read as slices).
  const words = query.split(' ');
  let asked: PortionRequest = said;
  if (top && words.length > 1 && (top.cover < 1 || unsaid(top.r.name, wanted) > 0)) {
    const unit = said.unit === null && top.cover < 1 ? unitFor(words[words.length - 1]!) : null;
    const measured = unit ? { ...said, unit } : said;
    const before = await search(words.slice(0, -1).join(' '), CANDIDATES);
    const other = bestMatch(before, unit ? wanted.slice(0, -1) : wanted, unit ? wanted[wanted.length - 2] : head, measured);
    const inUnit = unit !== null && other !== undefined && other.cover === 1 && resolvePortion(other.r.portions, measured, other.r.name).basis === 'portion';
    const family = unit === null && other?.family;
    // An amount said with it counts that unit ('a pepperoni pizza slice'); none said is the usual amount ('celery sticks').
    if ((family || inUnit) && other!.score > top.score) [top, asked] = [other!, inUnit && said.statedAmount ? measured : said];
    // 'cheese beef burrito (miniature)': a last word only the food's portions use says which portion;
    // the words before it name the food. A unit read there asked the same already.
    const last = stem(words[words.length - 1]!);
    const sized = !family && !inUnit && top.cover < 1 ? (unit ? other : bestMatch(before, wanted.slice(0, -1), wanted[wanted.length - 2])) : undefined;
    if (sized && sized.cover === 1 && sized.about && sized.r.portions.some((p) => nameWords(p.label).includes(last))) [top, asked] = [sized, said];
  }
  // 'a toasted bagel': a said preparation no FNDDS food is named with (the survey codes a toasted bagel
  // as a bagel) is looked past when no name holds every word without adding others; the food without
  // it is taken when its name states no other preparation and it scores better on every word said.
  // FNDDS naming every word makes them a dish's name ('grilled cheese' is 'Cheese sandwich, grilled').
  const prepared = words.findIndex((w) => foodForm(w) === 'cooked' || foodForm(w) === 'prepared');
  const surveyNamesAll = () => results.some((r) => r.dataType === 'Survey' && coverage(r.name, wanted) === 1);
  if (top && words.length > 1 && prepared >= 0 && (top.cover < 1 || unsaid(top.r.name, wanted) > 0) && !surveyNamesAll()) {
    const other = bestMatch(await search(words.filter((_, i) => i !== prepared).join(' '), CANDIDATES), wanted, head, said);
    if (other && foodForm(other.r.name) === null && other.score > top.score) [top, asked] = [other, said];
  }
  // 'a strawberry banana smoothie': FNDDS codes foods as people eat them; when no survey food has every
  // word said, only SR's named products do, the survey's own default of the thing said (its 'NFS'
  // food, 'Fruit smoothie, NFS') is meant rather than one maker's product. So too when no candidate is
  // about the thing said and FNDDS names no food with every word ('a glazed donut': 'glazed' is only
  // in other names, and each name is about a 'doughnut'): the thing is looked up by its everyday name.
  // The best is a maker's product (SR names its manufacturer) and no survey food is named with every
  // word, even counting its other names. A generic SR food is the food itself: 'raw white rice' is
  // SR's raw rice, not the survey's cooked 'Rice, NFS' (decision 108).
  const onlyProducts = () => top!.r.brand !== null && !results.some((r) => r.dataType === 'Survey' && coverage([r.name, ...r.alsoCalled].join(' '), wanted) === 1);
  if (top && words.length > 1 && ((!top.about && !surveyNamesAll()) || onlyProducts())) {
    const thing = keyWords(searchTextFor(head));
    const other = bestMatch(await search(thing.join(' '), CANDIDATES), thing, thing.includes(head) ? head : thing[thing.length - 1], said);
    if (other && other.family && other.r.dataType === 'Survey' && (other.r.plainDefault || isNotSpecified(other.r.name))) [top, asked] = [other, said];
  }
  return top && top.cover > 0 ? { ...top, asked } : null;
}

/**
 * Whether a said word names what a part of the name names: it ends the part ('ale' in 'Soft drink,
 * ginger ale'), is in a note in brackets ('Energy drink (Red Bull)'), or is in the first term and named
 * by the food's WWEIA category too ('Ramen bowl', a ramen soup). 'family' in 'Restaurant, family style,
 * coleslaw' and 'school' in 'School Lunch, chicken nuggets' only say which kind.
 */
function namesAPart(r: FoodSearchResult, words: string[]): boolean {
  const said = (word: string) => words.some((w) => names(w, word));
  const notes = notesOf(r.name).map(nameWords);
  const parts = withoutNotes(r.name).toLowerCase().split(',');
  const first = nameWords(parts[0]!);
  const kind = nameWords(r.wweiaCategory?.name ?? '');
  // The category names the word said ('Ramen bowl' is a ramen soup).
  return notes.some((note) => note.some(said)) || first.some((w) => said(w) && kind.some((k) => names(k, w))) || parts.some((part) => part.split(/\bwith\b|\bor\b|\//).some((piece) => said(nameWords(piece).pop() ?? '')));
}

// Other names are left out: those of a family's plain food list what it may be made with ('Oatmeal, NFS': 'with fruit').
const namesEveryWord = (r: FoodSearchResult, words: string[]) => coverage(r.name, words) === 1;

/**
 * Below this a found food is no answer, never a substitute: its name is not about the thing said, and
 * neither it nor it with one of its other names (FNDDS's additional descriptions: 'BLT') holds every word
 * said. An other name counts only when said whole ('way' is no 'Milky Way', 'thirsty' no 'thirst quencher
 * beverage'); a maker's product only when what it is or who makes it is said (a word of its product name
 * alone, 'oops', is no 'Cap'n Crunch's OOPS! All Berries Cereal').
 */
const confident = (top: { r: FoodSearchResult; about: boolean; cover: number }, words: string[]) => {
  if (top.about) return true;
  // Word for word, not by prefix as names are matched: 'good' is no word of 'Mr. Goodbar'.
  const isSaid = (word: string) => words.some((s) => comparable(s) === comparable(word));
  // Or written as one word ('vitaminwater' for 'Vitamin Water').
  const saidWhole = (text: string) => keyWords(text).every(isSaid) || isSaid(keyWords(text).join(''));
  if (top.cover === 1) {
    if (top.r.brand !== null) return saidWhole(top.r.brand) || nameWords(top.r.brand).some((w) => words.some((s) => names(s, w)));
    // The everyday name was looked up by USDA's word ('donut' as 'doughnut').
    if (!namesAPart(top.r, [...words, ...keyWords(searchTextFor(words.join(' ')))])) return false;
    // So too a product FNDDS names in brackets ('Nutrition bar (Clif Kids Organic Zbar)'): two of its
    // words said, or all if it has fewer ('gatorade'); 'kids' alone is no Clif Kids bar.
    if (coverage(top.r.name, words) < 1 || coverage(withoutNotes(top.r.name), words) === 1) return true;
    const bracketed = notesOf(top.r.name).map(keyWords);
    return bracketed.some((note) => note.filter(isSaid).length >= Math.min(2, note.length));
  }
  // An other name may list alternatives ('over easy, medium, or hard'): one of them said whole is
  // enough, its maker's possessive left out ('mocha frappuccino' for "Starbuck's Mocha Frappuccino").
  const product = (alternative: string) => alternative.replace(/[\w.-]+['’]s\b/g, ' ');
  return top.r.alsoCalled.some((d) => d.split(/,|\bor\b/).some((a) => saidWhole(product(a))) && coverage(`${top.r.name} ${d}`, words) === 1);
};

/**
 * A said food → the database food, the portion in grams and the nutrition for that amount. With
 * `first`, the head word of the first of several foods said as one, only a food whose name holds
 * every word said, is about the thing said and names that first food in its first term ('eggs and
 * toast' is no 'Bread, egg, Challah, toasted').
 */
export async function matchFood(foods: FoodCache, said: PortionRequest & { food: string }, { first }: { first?: string } = {}): Promise<MatchedFood | null> {
  const top = first === undefined ? await saidFood(foods, said) : await confidentFood(foods, said, first);
  return top && resolved(top.r, top.cover, top.asked);
}

/**
 * 'lasagna from last night', 'a banana for a quick bite': when the words name no food, or not all of
 * them, a phrase after a preposition may be about where, when or why; the words before it are looked
 * up alone, and taken when they name a food with every word, when the food found names none of them,
 * or when nothing else was found.
 */
async function saidFood(foods: FoodCache, said: PortionRequest & { food: string }): Promise<ConfidentFood | null> {
  const top = await confidentFood(foods, said);
  const known = top ? [top.r.name, ...top.r.alsoCalled].join(' ') : '';
  // Every word is in its name or its other names ('eggs over easy').
  if (top && coverage(known, keyWords(said.food)) === 1) return top;
  const spoken = said.food.split(' ');
  const cut = spoken.findLastIndex((w, i) => i > 0 && TRAILING_PREPOSITIONS.has(w));
  if (cut <= 0) return top;
  const leading = spoken.slice(0, cut).join(' ');
  const before = await saidFood(foods, { ...said, food: leading });
  // A food named only by the words after the preposition is about the phrase ('steamed broccoli as a
  // side dish' is no 'Side dishes, potato salad').
  const aboutLeading = top !== null && coverage(known, keyWords(leading)) > 0;
  return top && aboutLeading && before?.cover !== 1 ? top : (before ?? top);
}

type ConfidentFood = NonNullable<Awaited<ReturnType<typeof findSaidFood>>>;

/**
 * The said food with each misspelt word spelt as the names its search finds spell it ('bannana'). A
 * word is misspelt when no food is named with it and it is no English word: 'noon' in 'oats around
 * noon' is a word of the sentence, not a typo of 'non'.
 */
export async function spelled<S extends { food: string }>(foods: FoodCache, said: S): Promise<S> {
  const unknown = new Set([...(await foods.unknownWords(tokenize(said.food)))].filter((w) => !isEnglishWord(w)));
  if (unknown.size === 0) return said;
  const found = await foods.search(searchTextFor(said.food), CANDIDATES);
  const food = spelledAsNamed(said.food, unknown, found.map((r) => r.name));
  return food === said.food ? said : { ...said, food };
}

/** The food the words name with confidence (see `confident`; with `first`, see matchFood), or null. */
async function confidentFood(foods: FoodCache, said: PortionRequest & { food: string }, first?: string): Promise<ConfidentFood | null> {
  const top = await findSaidFood((query, limit) => foods.search(query, limit), said);
  const words = keyWords(said.food);
  const whole = (r: FoodSearchResult) => namesEveryWord(r, words) && nameWords(r.name.split(',')[0]!).some((w) => names(first!, w));
  return top && (first !== undefined ? top.about && whole(top.r) : confident(top, words)) ? top : null;
}

/** Prepositions that may open a phrase of place, time or purpose after a food, though USDA's names use them too. */
const TRAILING_PREPOSITIONS = new Set(['from', 'for', 'in', 'on', 'by', 'near', 'like', 'as', 'over', 'around', 'during', 'after', 'before', 'post', 'pre']);

/** Where each wanted word first appears in the name (-1 when it does not). */
function positions(name: string, wanted: string[]): number[] {
  const words = nameWords(name);
  return wanted.map((w) => words.findIndex((n) => names(w, n)));
}

/** The head of a part of a dish's name: its last word that is no past participle ('leaves' of 'grape leaves stuffed'). */
const headOf = (part: string) => nameWords(part).filter((w) => !isPastParticiple(w)).pop();

/**
 * 'latte with oat milk', 'tuna mixed with mayonnaise', 'spaghetti with meat sauce': when FNDDS (the
 * survey's dish foods) has one food named for the first food made with the second, that one food
 * is meant, in the first food's amount. The dish's first term must name the first food ('Bread,
 * egg, Challah' is no dish of eggs and toast), and the dish must not be the second food itself
 * ('Pancake syrup' is syrup, not pancakes with syrup), nor name anything not said but what it is,
 * outside the part naming the second food ('Tuna salad, made with mayonnaise' is tuna with
 * mayonnaise; 'Frozen coffee drink, with non-dairy milk' and 'Coffee, Latte, with …' are no coffee
 * with milk). Null when USDA has no such dish: the
 * two are then two foods.
 */
export async function matchDish(foods: FoodCache, first: PortionRequest & { food: string }, second: { food: string }): Promise<MatchedFood | null> {
  const base = keyWords(searchTextFor(first.food));
  const extra = keyWords(second.food);
  const withWhat = extra[extra.length - 1];
  if (!withWhat || base.length === 0) return null;
  const fits = (r: FoodSearchResult) => {
    // A food without the second one is no dish with it ('Popcorn, air-popped, no butter added').
    if (lacked(r.name).some((w) => names(withWhat, w))) return false;
    // Said words as the dish names them: 'spaghetti' is the pasta of 'Pasta with tomato-based sauce'.
    const [dishBase, dishWith] = [base.map((w) => asNamed(r.name, r.alsoCalled, w)), asNamed(r.name, r.alsoCalled, withWhat)];
    const dishFirst = r.name.split(',')[0]!;
    const saidHere = [...dishBase, dishWith, ...extra.map((w) => asNamed(r.name, r.alsoCalled, w))];
    // The one thing not said may be what the dish is (tuna salad), nothing else: a later part naming
    // the second food adds nothing after it. The last part may be what USDA codes when a detail went
    // unreported ('home recipe' on a food also called 'NS source').
    const parts = r.name.toLowerCase().split(',');
    const skip = (part: string) => {
      const words = nameWords(part);
      const at = words.findIndex((w) => names(dishWith, w));
      const after = words.slice(at + 1);
      // What follows an 'or' is another name of the second food ('with butter or margarine').
      const said = (w: string) => isJoining(w) || saidHere.some((s) => names(s, w));
      // A kind of the second food said plain is no kind said ('rice with milk' is no rice with coconut milk).
      const kindOf = at > 0 ? words.slice(words.slice(0, at).lastIndexOf('with') + 1, at) : [];
      const onlySaidAfter = after.slice(0, after.indexOf('or') + 1 || undefined).every(said) && (extra.length > 1 || kindOf.every(said));
      // A first term lists the dish's parts: each one was said ('Pasta with cream sauce and added
      // vegetables' is more than pasta with vegetables); a said part may name its kind ('tomato-based sauce').
      const isFirst = part.trim() === parts[0]!.trim();
      // Each part by its head ('grape leaves stuffed with rice' is no grapes with rice).
      const eachSaid = part.split(/\b(?:with|and|in|on)\b/).every((c) => nameWords(c).some((w) => saidHere.some((s) => names(s, w))) && saidHere.some((s) => names(s, headOf(c) ?? s)));
      return (at >= 0 && (isFirst ? eachSaid : onlySaidAfter)) || (unreportedDetails(r.alsoCalled) > 0 && parts.length > 1 && part.trim() === parts[parts.length - 1]!.trim());
    };
    // Words dropped from the search as mere description ('hot' of 'hot tea') were still said.
    if (r.dataType !== 'Survey' || nameHead(r.name) === dishWith || niche(r) || !r.asEaten || unsaid(r.name, [...dishBase, ...keyWords(first.food), nameHead(r.name)], skip) > 0) return false;
    const at = positions(r.name, [...dishBase, dishWith]);
    const last = at[at.length - 1]!;
    return at.every((i) => i >= 0) && at.slice(0, -1).every((i) => i < last) && positions(dishFirst, dishBase).some((i) => i >= 0);
  };
  // With every word of the second food ('meat sauce'), else with its main word only ('oat milk' → milk).
  // A dish has every word, so foods found by letting some go are not looked up.
  const lookUp = (queries: string[][]) => Promise.all(queries.map((words) => foods.searchEveryWord([...new Set(words)].join(' '), CANDIDATES)));
  let found = (await lookUp([[...base, ...extra]])).flat().filter(fits);
  if (found.length === 0 && extra.length > 1) found = (await lookUp([[...base, withWhat]])).flat().filter(fits);
  // A dish found by the kinds its other names list ('spaghetti' for its pasta) has siblings named
  // the same way that the words said did not find: its first term and the said words as it names
  // them are looked up too.
  const named = found.find((r) => [...base, ...extra].some((w) => asNamed(r.name, r.alsoCalled, w) !== w));
  if (named) {
    const asItNames = [...base, ...extra].map((w) => asNamed(named.name, named.alsoCalled, w));
    found = [...found, ...(await lookUp([asItNames, nameWords(named.name.split(',')[0]!)])).flat().filter(fits)];
  }
  // Of the dishes that fit, the one USDA codes for the most details left unsaid ('home recipe' on
  // 'NS sauce kind' and 'NS source', not 'restaurant'), else the first found.
  const dish = found.sort((a, b) => unreportedDetails(b.alsoCalled) - unreportedDetails(a.alsoCalled))[0];
  return dish ? resolved(dish, 1, first) : null;
}
