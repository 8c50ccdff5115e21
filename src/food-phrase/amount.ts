/**
 * The grammar for amounts in a food phrase: digits, decimals, fractions (also unicode and mixed),
 * ranges, number words, hyphenated unit adjectives ('an 85-gram slice'), containers with their size
 * ('1 (28 ounce) can'), 'about' and 'weighing', and every unit of units.ts. One reader for meals said
 * or typed, recipe lines and the serving field of an entry.
 */
import { lookupTable } from '../domain/lookup.ts';
import { isProductCode } from './words.ts';
import { cupAfterNumber, GRAMS_PER, inMillilitres, joinUnitPhrases, ML_PER, sizeFor, unitFor, type Size, type Unit } from './units.ts';

const NUMBER_WORDS = lookupTable<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, a: 1, an: 1, single: 1, dozen: 12, couple: 2, few: 3, several: 3, half: 0.5, quarter: 0.25, third: 1 / 3,
});

const UNICODE_FRACTIONS = lookupTable<string>({ '½': ' 1/2', '¼': ' 1/4', '¾': ' 3/4', '⅓': ' 1/3', '⅔': ' 2/3', '⅛': ' 1/8' });

function replaceUnicodeFractions(text: string): string {
  return text.replace(/[½¼¾⅓⅔⅛]/g, (c) => UNICODE_FRACTIONS[c] ?? c);
}

/**
 * A text in lower case with its fractions in digits ('1½' → '1 1/2'). Recipe shorthand is read first,
 * as only case tells it: after a number a capital 'T' is a tablespoon, a small 't' a teaspoon.
 */
export function lowerAmountText(text: string): string {
  const spoons = replaceUnicodeFractions(text).replace(/(\d\s?)([Tt])\b\.?(?![-'])/g, (_, number: string, t: string) => `${number}${t === 'T' ? 'tbsp' : 'tsp'} `);
  return spoons.toLowerCase();
}

/** '2', '2.5', '.5', '1/2', '2,5' → number; anything else → null. */
export function parseNumberToken(token: string): number | null {
  if (/^(\d+(\.\d+)?|\.\d+)$/.test(token)) return Number(token);
  if (/^\d+,\d+$/.test(token)) return Number(token.replace(',', '.'));
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction) {
    const den = Number(fraction[2]);
    return den > 0 ? Number(fraction[1]) / den : null;
  }
  return null;
}

const LEADING_NUMBER = /^(\d+(?:\.\d+)?(?:[ -]\d+\/\d+)?|\d+\/\d+|\.\d+)(?=\s|$|[a-z])/i;

/**
 * The number a text starts with, as written: '1 1/2 cups', '1-1/2 cups', '½ cup', '2.5 oz', '.5 l'.
 * `length` is how many characters of the (unicode-fraction-free) `text` it took.
 */
export function leadingNumber(raw: string): { value: number; text: string; length: number } | null {
  const text = replaceUnicodeFractions(raw).trim();
  const m = LEADING_NUMBER.exec(text);
  if (!m) return null;
  const [whole, fraction] = /[ -]/.test(m[1]!) ? m[1]!.split(/[ -]/) : [m[1]!, null];
  const value = parseNumberToken(whole!)! + (fraction ? (parseNumberToken(fraction) ?? 0) : 0);
  return { value, text, length: m[0].length };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
const TENS_AND_ONES = new RegExp(`\\b(${TENS})[ -](${ONES})\\b`, 'g');
const HUNDREDS = new RegExp(`\\b(${ONES}|ten|a|an) hundred(?:(?: and)? (\\d{1,2}\\b|[a-z]+teen\\b|ten\\b|eleven\\b|twelve\\b|(?:${TENS}|${ONES})\\b))?`, 'g');

/**
 * Rewrites number phrases into digits so later steps see one token per amount:
 * 'two and a half' → '2.5', 'twenty five' → '25', '1 1/2' → '1.5', 'half a' → '0.5',
 * 'a couple of' → '2', 'a pair of' → '2', 'half a dozen' → '6', 'a cup and a half' → '1.5 cup'.
 */
function normalizeNumbers(text: string): string {
  let t = ` ${text} `;
  t = t.replace(TENS_AND_ONES, (_, a: string, b: string) => String(NUMBER_WORDS[a]! + NUMBER_WORDS[b]!));
  // 'one hundred and fifty', 'a hundred 20': the hundreds and what follows them.
  t = t.replace(HUNDREDS, (m, a: string, rest?: string) => {
    const more = rest === undefined ? 0 : /^\d/.test(rest) ? Number(rest) : NUMBER_WORDS[rest];
    return more === undefined ? m : String(NUMBER_WORDS[a]! * 100 + more);
  });
  const word = Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! >= 1 && !['a', 'an', 'single', 'dozen', 'couple', 'few', 'several', 'hundred'].includes(w));
  t = t.replace(new RegExp(`\\b(${word.join('|')})\\b`, 'g'), (w) => String(NUMBER_WORDS[w]));
  // A decimal said aloud, digit by digit after the point: 'one point five', 'zero point two five'.
  t = t.replace(/\b(\d+|zero) point ((?:\d )*\d)\b/g, (_, whole: string, digits: string) => `${whole === 'zero' ? 0 : whole}.${digits.replace(/ /g, '')}`);
  // Whole plus a part: '2 and a half', '2 and 1/2', '1 1/2', '1-1/2'.
  t = t.replace(/\b(\d+) and (a half|one half|1 half|1\/2)\b/g, (_, n: string) => String(Number(n) + 0.5));
  t = t.replace(/\b(\d+) and (a quarter|1\/4)\b/g, (_, n: string) => String(Number(n) + 0.25));
  t = t.replace(/\b(\d+)[ -](\d+)\/(\d+)\b/g, (_, w: string, a: string, b: string) => (Number(b) > 0 ? String(round3(Number(w) + Number(a) / Number(b))) : _));
  // 'a cup and a half' → '1.5 cup'.
  t = t.replace(/\b(a|an|1) ([a-z]+) and a half\b/g, (_, _a: string, unit: string) => `1.5 ${unit}`);
  t = t.replace(/\b(half|1\/2)[ -](a |an )?dozen\b|\ba half[ -]dozen\b/g, '6');
  t = t.replace(/\b(\d+)[ -]quarters?( of)?( a| an)?\b/g, (_, n: string) => String(Number(n) * 0.25));
  t = t.replace(/\b(\d+)[ -]thirds?( of)?( a| an)?\b/g, (_, n: string) => String(round3(Number(n) / 3)));
  t = t.replace(/\b(half|1\/2) (of )?(a|an|the)\b/g, '0.5');
  t = t.replace(/\ba half( of)?( a| an)?\b/g, '0.5');
  t = t.replace(/\b(a |one )?(quarter|1\/4) (of )?(a|an|the)\b/g, '0.25');
  t = t.replace(/\b(a |one )?third (of )?(a|an|the)\b/g, '0.333');
  t = t.replace(/\b(a|one) quarter\b/g, '0.25');
  t = t.replace(/\b(a|one) third\b/g, '0.333');
  t = t.replace(/\ba couple( of)?\b|\ba pair of\b/g, '2');
  t = t.replace(/\b(a )?few\b/g, '3');
  t = t.replace(/\bseveral\b/g, '3');
  t = t.replace(/\b(a|1) dozen\b/g, '12');
  t = t.replace(/(?<![\d.])(\d+(?:\.\d+)?) dozen\b/g, (_, n: string) => String(Number(n) * 12));
  // 'one of those large tortillas', 'one of the cookies': one.
  t = t.replace(/\b(?:a|an|one|1) of (?:those|these|the)\b/g, '1');
  t = t.replace(/\b(a|an|one|single)\b/g, '1');
  return t;
}

/**
 * A range is its mid-point ('2-3 cups', '2 to 3', '1 or 2'): with no reason to favour either end, the
 * middle is the guess whose error is smallest at worst. Only rising pairs are ranges ('1-1' is not).
 */
function midRanges(text: string): string {
  return text.replace(/(?<![\d./])(\d+(?:\.\d+)?)\s*(?:-|to|or)\s*(\d+(?:\.\d+)?)(?![\d./])/g, (m, a: string, b: string) =>
    Number(b) > Number(a) ? String(round3((Number(a) + Number(b)) / 2)) : m,
  );
}

/** Lower case, one token per amount and unit: '1½ Cups' → '1.5 cup', 'half a can' → '0.5 can', '150g' → '150 g', 'an 85-gram slice' → '1 85 gram slice'. */
export function normalizeAmountText(text: string): string {
  const t = lowerAmountText(text)
    // A time of day is no amount ('around 3pm', 'at 7:30 am'), nor a length ('a 6-inch sub', 'a 12" pizza').
    .replace(/\b\d{1,2}(?::\d{2})?\s?[ap]\.?m\b\.?/g, ' ')
    // 'weighed in at', 'i weighed it at 60 grams' (before times: no 'at 60' is a time here).
    .replace(/\bweigh(?:ing|ed|s)(?: (?:it|them|this|that|those))?(?: in)? at\b/g, 'weighing')
    .replace(/\b(?:at\s+)?\d{1,2}:\d{2}\b|\bat\s+\d{1,2}\b(?![.,/]\d)/g, ' ')
    .replace(/\b\d+(?:\.\d+)?\s?(?:-\s?)?(?:inch(?:es)?\b|in\.|")/g, ' ')
    .replace(/[’‘`]/g, "'")
    // Energy is what the food gives, not how much of it was eaten ('soup (250 kcal)').
    .replace(/\b\d+(?:[.,]\d+)?\s?(?:k?cals?|calories|kj|kilojoules)\b/g, ' ')
    .replace(/~/g, ' about ')
    // 'a 500 gram or so portion': a hedge said after the amount.
    .replace(/\bor so\b/g, ' ')
    // '220-ish grams': the amount said roughly.
    .replace(/(\d)[ -]?ish\b/g, '$1')
    // 'grams' worth of': the possessive of a unit.
    .replace(/([a-z]s)'(?=\s)/g, '$1')
    .replace(/[–—]/g, '-')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z]+)(\d+)/g, (m, letters: string, digits: string) => (isProductCode(m) ? m : `${letters} ${digits}`))
    // A thousands comma ('1,200 g'); no thousands begin with 0 ('0,355 l' is a decimal).
    .replace(/(?<![\d.,])([1-9]\d{0,2}),(\d{3})\b/g, '$1$2')
    // A decimal comma ('2,5 cups', '0,355 l'); a thousands comma is taken just above.
    .replace(/(\d),(\d{1,2})(?=\s*[a-z])|(?<![\d.,])0,(\d+)/g, (_, whole?: string, part?: string, zeroPart?: string) => (zeroPart === undefined ? `${whole}.${part}` : `0.${zeroPart}`));
  return inMillilitres(cupAfterNumber(midRanges(normalizeNumbers(joinUnitPhrases(t)))))
    // A hyphenated unit adjective is the amount: '85-gram', '1.5-oz', '16.9-fl_oz'.
    .replace(/(\d)-(?=[a-z])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that only say an amount is rough or what it weighs: they belong to the amount, never to the food. */
const HEDGES = new Set(['about', 'abt', 'circa', 'ca', 'around', 'roughly', 'approximately', 'approx', 'nearly', 'almost', 'maybe', 'like', 'weighing', 'weighs', 'weighed', 'weight', 'totaling', 'totalling']);

/** A word that only says an amount is rough ('about', 'approx'). */
export const isHedge = (word: string) => HEDGES.has(word);

export type AmountKind = 'mass' | 'volume' | 'count';

/** An amount as stated in a phrase. */
export interface StatedAmount {
  /** How many of `unit` (or of the thing, with no unit): 85 in 'an 85-gram slice', 2 in 'two eggs'; null when only a size or unit was said ('large pizza', 'slice of pizza'). */
  quantity: number | null;
  unit: Unit | null;
  size: Size | null;
  /** A weight or an exact volume the person stated, or a count of pieces, portions or containers. */
  kind: AmountKind;
  /** Grams stated (a weight) or millilitres stated (an exact volume); null otherwise. */
  grams: number | null;
  ml: number | null;
  /** Said with 'about', 'around', 'roughly'…. */
  approximate: boolean;
  /** A counted word that is no unit, said after the food: 'steaks' in 'tuna fish, 2 steaks'; the food's portions may name it. */
  measure: string | null;
  /** The words it covered, as [start, end) positions in the words it was read from: remove them to keep the food words. */
  spans: [number, number][];
}

/** Glass and mug hold a usual volume, not a stated one: they are counted like a can. */
const isExactVolume = (u: Unit) => ML_PER.has(u) && u !== 'glass' && u !== 'mug';
/** A weight or an exact volume, as opposed to a count of pieces or containers. */
export const isMeasure = (u: Unit | null) => u !== null && (GRAMS_PER.has(u) || isExactVolume(u));

/** 'Red Bull 1 can 12 fl oz', '2 bottles 500 ml': a number between a container and a measure is each container's size. */
export const sizesContainer = (container: Unit | null, next: string) => container !== null && !isMeasure(container) && isMeasure(unitFor(next));

/** Sizes that only say how a piece was cut: before anything but a unit they name a kind. */
const SLICE_SIZES = new Set(['thin', 'thick']);

/** How full a spoon or cup was: said of the measure, not the food. */
const FULLNESS = new Set(['heaping', 'heaped', 'level', 'rounded', 'generous', 'scant', 'full', 'good', 'packed']);

interface Lead {
  quantity: number | null;
  unit: Unit | null;
  size: Size | null;
  used: number;
}

/** Amount, size and unit at the start of the words: ['2', 'large', 'eggs'] → 2, large, 2 words used. */
function readLead(words: readonly string[]): Lead {
  let quantity: number | null = null;
  let unit: Unit | null = null;
  let size: Size | null = null;
  const take = (i: number) => {
    const w = words[i];
    if (w === undefined) return false;
    const n = parseNumberToken(w);
    if (n !== null && quantity === null) return (quantity = n), true;
    // '2 x 100 g', '1 (28 ounce) can', 'a 20 ounce bottle': a count of a stated size. 'two (2) eggs'
    // says the count twice.
    if (n !== null && quantity !== null && unit === null) {
      const repeated = n === quantity && words[i - 1] !== 'x' && unitFor(words[i + 1] ?? '') === null;
      if (!repeated) quantity *= n;
      return true;
    }
    if (n !== null && quantity !== null && sizesContainer(unit, words[i + 1] ?? '')) {
      quantity *= n;
      unit = null;
      return true;
    }
    // 'two slices of a medium pizza': an 'a' after the unit's 'of' is an article; a size after it is the whole's.
    if (n === 1 && unit !== null && words[i - 1] === 'of') return true;
    const s = sizeFor(w);
    // 'a thick slice' is a size; 'thick crust' or 'thin mints' name a kind.
    if (s && size === null && (!SLICE_SIZES.has(w) || unitFor(words[i + 1] ?? '') !== null)) return (size = s), true;
    // 'two heaping tablespoons', 'a level teaspoon': how full the measure was.
    if (FULLNESS.has(w) && unit === null && unitFor(words[i + 1] ?? '') !== null) return true;
    const u = unitFor(w);
    // 'a 20 ounce bottle of coke', 'an 85 gram slice': the container or piece after a measure is the measure's.
    if (u && unit !== null && i > 0 && unitFor(words[i - 1]!) === unit && isMeasure(unit)) return true;
    // An abbreviation ('l', 'oz', 'g') follows its number: 'L - 14 oz' is no litre.
    // With no number, a unit word is the amount only before 'of' ('bowl of soup', 'large glass of milk'):
    // 'tub margarine', 'cup noodles' name a food.
    if (u && unit === null && (quantity !== null || ((i > 0 || words.length > 1) && w.length > 2 && words[i + 1] === 'of'))) return (unit = u), true;
    // '230 grams worth of cottage cheese'.
    return w === 'x' || w === 'of' || w === 'extra' || (w === 'worth' && unit !== null) || (EACH.has(w) && quantity !== null && unit === null);
  };
  let used = 0;
  while (used < words.length && take(used)) used++;
  return { quantity, unit, size, used };
}

/** Words that begin with a count of a unit and 'of' ('1 bowl of', '2 large slices of'). */
function leadsWithUnitOf(words: readonly string[]): boolean {
  const lead = readLead(words);
  return lead.quantity !== null && lead.unit !== null && words[lead.used - 1] === 'of' && lead.used < words.length;
}

/** Words that only say the count is of the thing itself: 'biscuit, 2 each' (as trackers export it). */
const EACH = new Set(['each', 'ea']);

/** A plural of a thing counted ('eggs', 'steaks'; not 'glass'). */
const isPlural = (word: string) => /^[a-z]{2,}[^s]s$/.test(word);

/** '150 grams (about 5 oz) of rice': the same measure said again in another unit ends where it ends. */
function equivalentEnd(words: readonly string[], end: number): number {
  let i = end;
  while (HEDGES.has(words[i] ?? '')) i++;
  const again = readLead(words.slice(i));
  return again.quantity !== null && isMeasure(again.unit) ? i + again.used : end;
}

/** The hedge words just before position `i` ('about', 'weighing about'). */
function hedgesBefore(words: readonly string[], i: number, from: number): number {
  let start = i;
  while (start > from && HEDGES.has(words[start - 1]!)) start--;
  return start;
}

/**
 * A weight or volume stated later in the words ('pizza weighing 85 grams', 'sweet potatoes about 400
 * g'), or a count ending them: of a unit ('chicken 2 pieces') or of things ('tuna fish 2 steaks').
 */
function laterAmount(words: readonly string[], from: number, countToo: boolean): { lead: Lead; start: number; end: number; measure: string | null } | null {
  for (let i = from; i < words.length; i++) {
    if (parseNumberToken(words[i]!) === null) continue;
    const lead = readLead(words.slice(i));
    const end = i + lead.used;
    if (lead.quantity === null) continue;
    // 'chips x10', 'yogurt x1 cup': the times sign marks what follows as the amount.
    const times = i > from && words[i - 1] === 'x';
    const start = hedgesBefore(words, times ? i - 1 : i, from);
    if (lead.unit !== null && (isMeasure(lead.unit) || (countToo && end === words.length))) return { lead, start, end, measure: null };
    if (countToo && times && lead.unit === null && end >= words.length - 1) return { lead, start, end: words.length, measure: words[end] ?? null };
    // 'eggs (2)': a whole number ending the words counts the plural before it; 'biscuit 2 each' any thing.
    if (countToo && lead.unit === null && end === words.length && i > from && Number.isInteger(lead.quantity) && (isPlural(words[i - 1]!) || EACH.has(words[end - 1]!))) return { lead, start, end, measure: null };
    // A count and a noun that agree in number count things ('tuna 2 steaks', 'hen 1 wing'): 'milk 2
    // percent' or 'pizza 12 inch' name a kind.
    const thing = words[end];
    if (countToo && lead.unit === null && end === words.length - 1 && /^[a-z]{3,}$/.test(thing!) && (lead.quantity === 1 ? !isPlural(thing!) : isPlural(thing!))) return { lead, start, end: end + 1, measure: thing! };
  }
  return null;
}

function stated(lead: Lead, size: Size | null, spans: [number, number][], approximate: boolean, measure: string | null = null): StatedAmount {
  const { quantity, unit } = lead;
  const grams = unit && GRAMS_PER.has(unit) ? (quantity ?? 1) * GRAMS_PER.get(unit)! : null;
  const ml = unit && isExactVolume(unit) ? (quantity ?? 1) * ML_PER.get(unit)! : null;
  const kind: AmountKind = grams !== null ? 'mass' : ml !== null ? 'volume' : 'count';
  return { quantity, unit, size, kind, grams, ml, approximate, measure, spans };
}

/**
 * The amount stated in a phrase's words (normalized by normalizeAmountText, split on spaces): the one
 * leading it, and a weight or volume stated anywhere wins over a count ('a slice of pizza weighing 85
 * g' is 85 g). Null when nothing is stated: the caller means the usual amount.
 */
export function findAmount(words: readonly string[]): StatedAmount | null {
  // 'burrito (large)', 'coffee, medium': a size said after the food is its size.
  const last = words.length - 1;
  const trailing = last > 0 && !SLICE_SIZES.has(words[last]!) ? sizeFor(words[last]!) : null;
  if (trailing) {
    const rest = findAmount(words.slice(0, last));
    // 'vegetable smoothie - 2 large': a count said with the size.
    const count = last > 1 ? parseNumberToken(words[last - 1]!) : null;
    if (!rest && count !== null) return stated({ quantity: count, unit: null, size: trailing, used: 2 }, trailing, [[last - 1, last + 1]], HEDGES.has(words[last - 2]!));
    if (!rest) return stated({ quantity: null, unit: null, size: trailing, used: 0 }, trailing, [[last, last + 1]], false);
    if (rest.size === null) return { ...rest, size: trailing, spans: [...rest.spans, [last, last + 1]] };
  }
  const first = words.findIndex((w) => !HEDGES.has(w));
  if (first < 0) return null;
  const lead = readLead(words.slice(first));
  const leadEnd = first + lead.used;
  const said = lead.quantity !== null || lead.unit !== null || lead.size !== null;
  if (said && isMeasure(lead.unit)) return stated(lead, lead.size, [[0, equivalentEnd(words, leadEnd)]], first > 0);
  // 'finished a bowl of soup', 'consisted of two eggs': an amount of a unit and 'of', or one after
  // 'of', begins the food's phrase; what comes before it is the verb or the words leading to it.
  if (!said) {
    const at = words.findIndex((_, i) => i > first && parseNumberToken(words[i]!) !== null && (leadsWithUnitOf(words.slice(i)) || (words[i - 1] === 'of' && i + 1 < words.length)));
    if (at > 0) {
      const phrase = readLead(words.slice(at));
      return stated(phrase, phrase.size, [[0, at + phrase.used]], HEDGES.has(words[at - 1]!));
    }
  }
  const later = laterAmount(words, said ? leadEnd : first, lead.quantity === null);
  if (later) {
    const spans: [number, number][] = said ? [[0, leadEnd], [later.start, later.end]] : [[later.start, later.end]];
    return stated(later.lead, lead.size ?? later.lead.size, spans, HEDGES.has(words[later.start]!), later.measure);
  }
  return said ? stated(lead, lead.size, [[0, leadEnd]], first > 0) : null;
}

/** The words outside the amount's spans. */
export function withoutAmount(words: readonly string[], amount: StatedAmount | null): string[] {
  if (!amount) return [...words];
  return words.filter((_, i) => !amount.spans.some(([a, b]) => i >= a && i < b));
}

/** A text's words for findAmount: normalized, split on anything but letters, digits and '.', '/', '_', '%', "'". */
export function amountWords(text: string): string[] {
  return normalizeAmountText(text).split(/[^a-z0-9._/%']+/).filter(Boolean);
}

/** A text that is only a weight or volume ('28 ounce', 'about 125 g'): the size of a container or a metric note in brackets. */
export function measureOnly(text: string): StatedAmount | null {
  const words = amountWords(text);
  const amount = findAmount(words);
  return amount && amount.kind !== 'count' && withoutAmount(words, amount).length === 0 ? amount : null;
}
