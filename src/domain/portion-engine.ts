import { formatAmount, formatGrams } from './portion-amounts.ts';
import { labelWords, readPortions, type FoodPortion, type PortionFacts } from './portion-facts.ts';
import { G_PER_OZ, GRAMS_PER, isMass, ML_PER, ML_PER_CUP, ML_PER_FL_OZ, plural, unitText, type Size, type Unit } from '../food-phrase/units.ts';
import { comparable, stem } from '../food-phrase/words.ts';

/** An amount as said or typed: '2 large eggs', 'half a can', '150 g', 'some rice'. */
export interface PortionRequest {
  quantity: number;
  unit: Unit | null;
  size: Size | null;
  /** False when no amount was said ('rice', 'some rice'): the usual amount is meant. */
  statedAmount: boolean;
  /** The food words as said; the last one names the thing counted ('tacos' in 'beef tacos'). */
  food?: string;
  /** A measure word said before 'of' that is no known unit: 'ear' in 'two ears of corn', 'pat' in 'a pat of butter'. */
  measure?: string | null;
}

/** How an amount was turned into grams. */
export type PortionBasis = 'weight' | 'portion' | 'volume' | 'usual amount' | 'estimate';

export interface PortionAnswer {
  /** Grams in total: what the nutrition is computed from. */
  grams: number;
  /** The amount as shown and logged: '3 pancakes', '1 large', '1/2 can', '150 g'. */
  quantity: string;
  /** The food's own USDA portion used, if one was. */
  portion: FoodPortion | null;
  /** How many of that portion (or of 1 g, for weights) make the total. */
  times: number;
  basis: PortionBasis;
  /** How sure the grams are, 0-1: the food's own portion is sure, a typical weight much less. */
  certainty: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A bowl, plate or glass said to be small or large, when the food lists none of that size. */
const SIZE_FACTOR = new Map<Size, number>([['small', 0.7], ['medium', 1], ['large', 1.3], ['extra large', 1.6]]);

/** A portion's rank when a size is asked (lower is better), or when none is: medium or regular, then an ordinary one. */
function sizeRank(p: PortionFacts, size: Size | null): number {
  if (size) return p.size === size ? 0 : 9;
  // 'NFS' on a measure ('1 cup, NFS') names no usual size of the thing: only items have one.
  if (p.size === 'medium' || (p.regular && p.ml === null)) return 0;
  if (p.size === null && !p.special) return 1;
  return p.special ? 3 : 2;
}

/**
 * The best of several portions of one kind: the size asked for (or medium, then an ordinary one),
 * then the one nearest the FNDDS usual amount (a 12 fl oz bottle of beer rather than a 40 fl oz
 * one), then USDA's own order (which lists the common size first).
 */
function pick(candidates: PortionFacts[], size: Size | null, usual: PortionFacts | undefined, per: (p: PortionFacts) => number): PortionFacts | null {
  if (candidates.length === 0) return null;
  const distance = (p: PortionFacts) => (usual ? Math.abs(Math.log(per(p) / usual.grams)) : 0);
  const scored = candidates.map((p, i) => ({ p, i, rank: sizeRank(p, size), d: distance(p) }));
  scored.sort((a, b) => a.rank - b.rank || a.d - b.d || a.i - b.i);
  return scored[0]!.p;
}

const perUnit = (p: PortionFacts) => p.grams / p.amount;
const perItem = (p: PortionFacts) => p.grams / p.items;

/** Labels that name a unit in other words: a piece may be listed as a slice, a strip as a slice. */
const ALSO = new Map<Unit, string[]>([['piece', ['slice', 'each', 'item', 'wedge']], ['slice', ['piece', 'wedge']], ['strip', ['slice']], ['glass', []], ['mug', []]]);

export function ofUnit(facts: PortionFacts[], unit: Unit): PortionFacts[] {
  // A measure of volume only by its own unit ('1 can (12 fl oz)' is no fl oz portion); a container or piece by any word.
  const same = facts.filter((p) => p.unit === unit || (!ML_PER.has(unit) && p.words.has(unit) && !isWeight(p)));
  if (same.length > 0) return same;
  const also = ALSO.get(unit) ?? [];
  return facts.filter((p) => also.some((w) => p.unit === w || p.words.has(w)) && p.ml === null && !isWeight(p));
}

const isWeight = (p: PortionFacts) => p.unit !== null && isMass(p.unit);

const countable = (p: PortionFacts) => !p.unspecified && p.ml === null && !isWeight(p);

/** Words said about the food, singular: 'personal pepperoni pizzas' → personal, pepperoni, pizza. */
function saidWords(food: string | undefined): string[] {
  return (food ?? '').split(/[^a-z]+/).filter((w) => w.length > 2).map(stem);
}

/**
 * Portions of the thing itself that the words said name: '1 taco' for 'beef tacos', '1 personal
 * size pizza' for 'a personal pizza' (the label naming most of the said words). A word of the
 * food's own name, other than the thing counted, picks none of its portions: every one is of a
 * chocolate chip cookie, and '1 Pepperidge Farm Chocolate Chunk Cookie' is no better for saying
 * 'chocolate'; '1 thick / Belgian waffle' is, for 'a belgian waffle' of 'Waffle, plain'.
 */
function namedItems(facts: PortionFacts[], said: string[], named: string[]): PortionFacts[] {
  const own = new Set(named.map(comparable));
  const counts = (p: PortionFacts, w: string) => comparable(p.item ?? '') === comparable(w) || comparable(p.word ?? '') === comparable(w);
  // A said word the name lacks ('cherry' of 'cherry tomatoes' for 'Tomatoes, raw') tells portions apart more than the named thing does.
  const weight = (w: string) => (own.has(comparable(w)) ? 0.5 : 1);
  const score = (p: PortionFacts) => said.reduce((sum, w) => sum + (counts(p, w) || (p.words.has(w) && !own.has(comparable(w))) ? weight(w) : 0), 0);
  const scored = facts.filter(countable).map((p) => ({ p, n: score(p) }));
  const best = Math.max(0, ...scored.map((x) => x.n));
  return best === 0 ? [] : scored.filter((x) => x.n === best).map((x) => x.p);
}

/** Portions of one whole of it, named by size or as USDA says a whole: '1 large', '1 each', '1 whole', '1 fruit'. */
function plainItems(facts: PortionFacts[]): PortionFacts[] {
  return facts.filter((p) => countable(p) && p.unit === null && (p.item === null || p.item === 'fruit') && (p.size !== null || p.regular || p.words.has('each') || p.words.has('whole') || p.item === 'fruit'));
}

/** Grams per millilitre from the food's own volume portions: the unit asked, else a cup, else fl oz; USDA's order among them. */
function density(facts: PortionFacts[], unit: Unit): { perMl: number; portion: PortionFacts } | null {
  const volumes = facts.filter((p) => p.ml !== null && !p.unspecified);
  if (volumes.length === 0) return null;
  const order = (p: PortionFacts) => (p.unit === unit ? 0 : p.unit === 'cup' ? 1 : p.unit === 'fl oz' ? 2 : 3);
  const best = volumes.map((p, i) => ({ p, i })).sort((a, b) => order(a.p) - order(b.p) || a.i - b.i)[0]!.p;
  return { perMl: best.grams / best.ml!, portion: best };
}

/** Units that are one whole thing (not a part of one, like a slice, nor what holds it, like a can). */
const WHOLES = new Set<Unit>(['patty', 'fillet', 'bar', 'cookie', 'sandwich']);

/** Household measures a food lists no portion for, in millilitres of the food (through its own density): a 12 fl oz can and bowl, a half-litre bottle, two cups on a plate, a half-cup scoop. */
export const CONTAINER_ML = new Map<Unit, number>([['can', 12 * ML_PER_FL_OZ], ['bottle', 500], ['bowl', 12 * ML_PER_FL_OZ], ['plate', 2 * ML_PER_CUP], ['scoop', ML_PER_CUP / 2]]);
/** Typical weights when neither a portion nor a density helps (a handful is about an ounce). */
const TYPICAL_GRAMS = new Map<Unit, number>([['handful', G_PER_OZ], ['scoop', 30], ['packet', 30], ['bowl', 300], ['plate', 350], ['can', 355], ['bottle', 500]]);

interface Resolved {
  grams: number;
  portion: PortionFacts | null;
  times: number;
  basis: PortionBasis;
  certainty: number;
  /** What one of them is called in the quantity text. */
  text: string;
}

/**
 * Of several portions in one unit, the ones whose labels describe the food as said: the most words
 * said of it that its name lacks ('1/4 cup mashed bananas' is a quarter of '1 cup, mashed', not of
 * '1 cup, sliced'); then the label that reads as the food named, its name's words counting for it
 * ('1 cup, fluid' of fluid cream, not '1 cup, whipped') and a word naming another kind of it, neither
 * said nor in its name, against it ('1 cup cherry tomatoes' for tomatoes). How it is cut ('chopped')
 * is no other kind.
 */
function describedAs(candidates: PortionFacts[], food: string | undefined, foodName: string): PortionFacts[] {
  const named = new Set(saidWords(foodName.toLowerCase()));
  const said = saidWords(food).filter((w) => !named.has(w));
  const fit = (p: PortionFacts) => {
    const words = labelWords(p.label);
    const saidHere = said.filter((w) => p.words.has(w)).length;
    const kindUnsaid = words.filter((w) => !named.has(w) && !said.includes(w) && !w.endsWith('ed')).length;
    return saidHere * 10 + words.filter((w) => named.has(w)).length - 2 * kindUnsaid;
  };
  const scored = candidates.map((p) => ({ p, n: fit(p) }));
  const best = Math.max(...scored.map((x) => x.n));
  return scored.filter((x) => x.n === best).map((x) => x.p);
}

function byUnit(facts: PortionFacts[], req: PortionRequest, unit: Unit, usual: PortionFacts | undefined, foodName: string): Resolved | null {
  const q = req.quantity;
  const sized = req.size ? `${req.size} ` : '';
  const text = `${sized}${unitText(unit, q)}`;
  const own = pick(describedAs(ofUnit(facts, unit), req.food, foodName), req.size, usual, perUnit);
  if (own) {
    const factor = req.size && own.size !== req.size ? (SIZE_FACTOR.get(req.size) ?? 1) : 1;
    return { grams: (q * perUnit(own) * factor), portion: own, times: (q * factor) / own.amount, basis: 'portion', certainty: factor === 1 ? 1 : 0.8, text };
  }
  // 'pita chips, 5 pieces': a piece of a food that lists none is one of the things it counts ('1 chip').
  const item = unit === 'piece' ? byItem(facts, { ...req, unit: null }, usual, foodName) : null;
  if (item) return item;
  const ml = ML_PER.get(unit) ?? CONTAINER_ML.get(unit);
  const d = ml === undefined ? null : density(facts, unit);
  // A bowl, a plate or a serving of a food that lists none: the FNDDS usual amount.
  if (usual && (unit === 'bowl' || unit === 'plate' || unit === 'serving' || (!d && !ML_PER.has(unit)))) {
    return { grams: q * usual.grams, portion: usual, times: q, basis: 'usual amount', certainty: 0.75, text };
  }
  if (d && ml !== undefined) {
    const grams = q * ml * d.perMl * (SIZE_FACTOR.get(req.size ?? 'medium') ?? 1);
    return { grams, portion: d.portion, times: grams / d.portion.grams, basis: 'volume', certainty: 0.9, text };
  }
  if (ML_PER.has(unit)) return { grams: q * ML_PER.get(unit)!, portion: null, times: q * ML_PER.get(unit)!, basis: 'estimate', certainty: 0.5, text };
  if (unit === 'piece' || unit === 'slice' || unit === 'serving') return null;
  const typical = TYPICAL_GRAMS.get(unit);
  if (typical) return { grams: q * typical, portion: null, times: q * typical, basis: 'estimate', certainty: 0.5, text };
  return null;
}

/** A count of the thing: the portion naming it, else a portion of one whole of it ('1 medium', '1 fruit'). */
function byItem(facts: PortionFacts[], req: PortionRequest, usual: PortionFacts | undefined, foodName: string, otherNames: readonly string[] = []): Resolved | null {
  const q = req.quantity;
  const said = saidWords(req.food);
  const measure = req.measure ? stem(req.measure) : null;
  const named = namedItems(facts, measure ? [measure] : said, saidWords(foodName.toLowerCase()));
  // 'a splash of', 'a dollop of': a measure the food has no portion for says no amount.
  if (measure && named.length === 0) return null;
  // A size asked for: a portion of that size, even one naming no said word ('1 large drink' for 'a large coke').
  const sized = req.size ? facts.filter((p) => countable(p) && p.size === req.size) : [];
  // Nothing said names a portion and no size was said: USDA's usual amount, when it is one of the
  // food's portions ('a peppermint patty' is the regular size, not the king size nearest in weight).
  if (!measure && !req.size && named.length === 0 && usual && weighingAsMuch(facts, usual)) return null;
  // Any one whole thing of it ('1 nut' for 'a dozen almonds', '1 drummette' for 'six wings'); never a part or a
  // container of it, nor one of several sizes (a 'medium drink' for 'a coke': USDA's usual amount is the better guess then).
  const anyItem = facts.filter(
    (p) => countable(p) && ((p.unit === null && p.item !== null) || (p.unit !== null && WHOLES.has(p.unit))) && p.items === 1 && p.size === null && !p.special,
  );
  // An unusual size said in the label's own word ('a miniature muffin', '10 baby carrots'): that portion, not a medium one.
  const nameWords = new Set(saidWords(foodName.toLowerCase()).map(comparable));
  const thing = (p: PortionFacts, w: string) => comparable(p.item ?? '') === comparable(w) || comparable(p.word ?? '') === comparable(w);
  const unusual = named.filter((p) => p.special && said.some((w) => !nameWords.has(comparable(w)) && !thing(p, w) && p.words.has(w)));
  // No size said: a medium one of the thing as much as a label naming it ('1 medium' muffin, not the '1 muffin' of a pack).
  const first = req.size
    ? named.filter((p) => p.size === req.size)
    : unusual.length > 0
      ? unusual
      : [...named, ...(named.length > 0 ? plainItems(facts).filter((p) => p.size === 'medium') : [])];
  // 'a cantaloupe' of 'Cantaloupe, raw': one whole of the food itself, counted by a one-word name USDA
  // also gives it ('1 medium melon'), not a cube of it.
  const alsoCalled = new Set(otherNames.filter((n) => /^[a-z]+$/i.test(n.trim())).map((n) => comparable(stem(n.trim().toLowerCase()))));
  const itself = said.some((w) => nameWords.has(comparable(w))) ? facts.filter((p) => countable(p) && p.unit === null && p.items === 1 && !p.special && alsoCalled.has(comparable(p.item ?? ''))) : [];
  const own =
    pick(first, req.size, usual, perItem) ??
    pick(sized, req.size, usual, perItem) ??
    pick(named, req.size, usual, perItem) ??
    pick(itself, req.size, usual, perItem) ??
    pick(plainItems(facts), req.size, usual, perItem) ??
    pick(anyItem, req.size, usual, perItem);
  if (!own) return null;
  // A size the food lists no portion of: USDA has one size of it ('1 egg' is a large egg), so that one.
  const certainty = req.size && own.size !== req.size ? 0.85 : 0.95;
  return { grams: q * perItem(own), portion: own, times: q / own.items, basis: 'portion', certainty, text: itemText(own, q, req.size, said, measure) };
}

/** '3 pancakes', '2 large', '1/2 fruit', '1 large drink', '2 ears': the count and what was counted. */
function itemText(p: PortionFacts, q: number, size: Size | null, said: string[], measure: string | null): string {
  const sizeWord = size ?? p.size;
  if (measure) return [sizeWord, q > 1 ? plural(measure) : measure].filter(Boolean).join(' ');
  const thing = p.item ?? p.unit;
  if (thing && (p.items > 1 || said.length === 0 || said.includes(thing) || thing === 'fruit' || p.unit !== null)) return [sizeWord, q > 1 ? plural(thing) : thing].filter(Boolean).join(' ');
  // '1 miniature': an unusual portion with no thing named is said in its own word.
  if (!thing) return sizeWord ?? (p.special ? p.label.replace(/^[\d/. ]+\s+/, '') : 'serving');
  // A portion named in its own words ('1 medium fast food order'): its words, after the count.
  return p.label.replace(/^[\d/. ]+\s+/, '').replace(/\s*\([^)]*\)/g, '');
}

/**
 * Resolves an amount against a food's own USDA portions: weights exactly; a unit or container
 * through the portion that names it (a portion that counts several items is divided); volumes
 * through the food's own cup weight; a count through the portion for one item; no amount or a
 * vague one through FNDDS 'Quantity not specified'. The answer says which portion and how many
 * grams it used, and its quantity text is what is shown and logged. The food's name, when given,
 * keeps its own words from choosing among its portions; its one-word other names count the food
 * itself ('a cantaloupe' is '1 medium melon').
 */
export function resolvePortion(portions: readonly FoodPortion[], req: PortionRequest, foodName = '', otherNames: readonly string[] = []): PortionAnswer {
  const facts = readPortions(portions);
  const usual = facts.find((p) => p.unspecified);
  const q = req.quantity > 0 && Number.isFinite(req.quantity) ? req.quantity : 1;
  const r = { ...req, quantity: q, unit: fluidOunces(facts, req.unit) };
  const amount = formatAmount(q);
  if (r.unit && isMass(r.unit)) {
    const grams = q * GRAMS_PER.get(r.unit)!;
    return answer({ grams, portion: null, times: grams, basis: 'weight', certainty: 1, text: r.unit }, amount);
  }
  const first = facts.find((p) => !p.unspecified);
  // No amount said: the FNDDS usual amount, else a regular one of it, else the default serving; never one crumb of it.
  const regular = facts.find((p) => countable(p) && (p.size === 'medium' || p.regular) && !p.special);
  // The portion a count of the thing names, read at most once: search scores a portion for each candidate.
  let counted: Resolved | null | undefined;
  const item = () => (counted === undefined ? (counted = byItem(facts, r, usual, foodName, otherNames)) : counted);
  const noAmount = !r.statedAmount && !r.size && !r.unit;
  // 'burrito (miniature)': no amount said, but an unusual portion named in its own word is one of it.
  const named = noAmount && facts.some((p) => p.special) && item()?.portion?.special ? item() : null;
  const unsaid = !named && (noAmount || (r.measure && !item())) ? (usual ?? regular ?? first) : undefined;
  const found =
    (r.unit ? byUnit(facts, r, r.unit, usual, foodName) : null) ??
    named ??
    (unsaid ? { grams: unsaid.grams, portion: unsaid, times: 1, basis: unsaid.unspecified ? ('usual amount' as const) : ('portion' as const), certainty: 0.75, text: unsaid.unspecified ? 'serving' : '' } : null) ??
    item() ??
    (usual ? { grams: q * usual.grams, portion: usual, times: q, basis: 'usual amount' as const, certainty: 0.7, text: q > 1 ? 'servings' : 'serving' } : null);
  if (found?.text === '' && found.portion) return answer(found, portionText(found.portion, found.times));
  // USDA's usual amount in household words when a portion weighs the same ('1 can (12 fl oz)', '1 medium or regular slice').
  const same = found?.portion?.unspecified && !r.unit ? weighingAsMuch(facts, found.portion) : undefined;
  if (found && same) return answer({ ...found, portion: same, text: '' }, portionText(same, found.times));
  if (found) return answer(found, amount);
  if (first) {
    return answer({ grams: q * first.grams, portion: first, times: q, basis: 'portion', certainty: 0.6, text: '' }, portionText(first, q));
  }
  return answer({ grams: q * 100, portion: null, times: q * 100, basis: 'estimate', certainty: 0.5, text: 'g' }, formatAmount(q * 100));
}

/**
 * 'An 8-ounce beverage', '12 oz of milk': ounces of a food USDA measures in fluid ounces and never
 * weighs in ounces (a drink) are fluid ounces, as on its can and in its portions.
 */
function fluidOunces(facts: PortionFacts[], unit: Unit | null): Unit | null {
  if (unit !== 'oz') return unit;
  return facts.some((p) => p.unit === 'fl oz') && !facts.some((p) => p.unit === 'oz') ? 'fl oz' : unit;
}

/** The food's own portion that weighs what USDA's usual amount weighs ('1 can (12 fl oz)' for 372 g), if any. */
function weighingAsMuch(facts: PortionFacts[], usual: PortionFacts): PortionFacts | undefined {
  return facts.find((p) => !p.unspecified && Math.abs(p.grams - usual.grams) <= 0.01 * p.grams);
}

/** 2 × '1/2 cup' → '1 cup'; 1 × '1 cup, cooked' → '1 cup, cooked'. */
function portionText(p: PortionFacts, times: number): string {
  return `${formatAmount(times * p.amount)} ${p.label.replace(/^[\d/. ]+\s+/, '')}`;
}

function answer(r: Resolved, amount: string): PortionAnswer {
  const quantity = r.text ? `${amount} ${r.text}` : amount;
  const portion = r.portion ? { label: r.portion.label, grams: r.portion.grams } : null;
  return { grams: round1(r.grams), quantity, portion, times: Math.round(r.times * 1000) / 1000, basis: r.basis, certainty: r.certainty };
}

/** '2 × 1 medium pancake (50 g) = 100 g', '150 g': which portion and how many grams were used. */
export function describeAnswer(a: PortionAnswer): string {
  const total = `${formatGrams(a.grams)} g`;
  if (!a.portion || a.basis === 'weight') return total;
  const label = a.portion.label === 'Quantity not specified' ? 'usual amount' : a.portion.label;
  const one = `${label} (${formatGrams(a.portion.grams)} g)`;
  return a.times === 1 ? `${one} = ${total}` : `${formatAmount(a.times)} × ${one} = ${total}`;
}
