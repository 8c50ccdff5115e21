import { leadingNumber } from '../food-phrase/amount.ts';
import { stem } from '../food-phrase/words.ts';
import { GRAMS_PER, joinUnitPhrases, ML_PER, sizeFor, unitFor, type Size, type Unit } from '../food-phrase/units.ts';

/** A household portion as USDA lists it: '1 cup, cooked', '1 serving (3 pancakes)', 'Quantity not specified'. */
export interface FoodPortion {
  label: string;
  grams: number;
  /** Set on FNDDS 'Quantity not specified' rows whatever their label shows ('1 serving'). */
  unspecified?: boolean;
}

/** What a portion label says, read once. */
export interface PortionFacts extends FoodPortion {
  /** The leading amount: 2 in '2 slices', 1/2 in '1/2 cup'. */
  amount: number;
  /** The measure or container it is in ('cup', 'can', 'slice'), if one is named. */
  unit: Unit | null;
  size: Size | null;
  /** The thing counted when it is not a measure: 'pancake' in '1 medium pancake', 'taco' in '1 taco'. */
  item: string | null;
  /** What the label counts or measures in its own word, singular: 'bag' in '1 small single serving bag', 'pancake' in '1 medium pancake'. */
  word: string | null;
  /** How many items the whole portion holds: 3 for '1 serving (3 pancakes)', 2 for '2 slices'. */
  items: number;
  /** Volume of the whole portion when the label gives one ('1 cup', '1 can (12 fl oz)'). */
  ml: number | null;
  /** The regular size when no size is said: 'regular', 'NFS', 'any size', 'NS as to size'. */
  regular: boolean;
  /** An unusual size: miniature, fun size, king size, child's. */
  special: boolean;
  /** FNDDS 'Quantity not specified': the amount survey respondents report when they give none. */
  unspecified: boolean;
  /** Singular words of the label, to match a unit or food word against. */
  words: Set<string>;
}

/** Rows that are not a household amount someone eats: FNDDS guideline rows, shapes and yields. */
const NOT_HOUSEHOLD = /\b(guideline amount|cubic inch|surface inch|linear inch|yields|(raw|dry),? \(?yield|crumbs)\b/;
/** Words in labels that name no thing: '1 each', '1 whole', 'NFS', 'any size'. */
const PLAIN = new Set(['half', 'halves', 'very', 'each', 'whole', 'item', 'unit', 'nfs', 'any', 'size', 'or', 'and', 'a', 'of', 'ns', 'as', 'to', 'with', 'without', 'no', 'per', 'x']);

const amountOf = (text: string): number => leadingNumber(text)?.value ?? 0;

/** Words for an unusual size of the thing: not what someone means who names no size. */
const SPECIAL = new Set(['mini', 'miniature', 'bite', 'fun', 'snack', 'silver', 'dollar', 'child', 'senior', 'king', 'sharing', 'family', 'personal', 'individual', 'single', 'baby', 'new', 'slider', 'kid']);

/** Reads a portion label; null for rows that are no household amount (FNDDS guideline rows, cubic inches). */
export function readPortion(portion: FoodPortion): PortionFacts | null {
  const label = portion.label.trim();
  const lower = joinUnitPhrases(label.toLowerCase());
  // A note of what a measure yields ('1 cup, fluid (yields 2 cups whipped)') leaves it a household measure.
  if (!(portion.grams > 0) || NOT_HOUSEHOLD.test(lower.replace(/\(yields [^)]*\)/g, ' '))) return null;
  if (portion.unspecified || /^quantity not specified\b/.test(lower)) {
    return { label, grams: portion.grams, amount: 1, unit: null, size: null, item: null, word: null, items: 1, ml: null, regular: false, special: false, unspecified: true, words: new Set() };
  }
  const lead = leadingNumber(lower);
  const amount = lead ? lead.value || 1 : 1;
  const rest = lead ? lead.text.slice(lead.length).trimStart() : lower;
  const inner = /\(([^)]*)\)/.exec(rest)?.[1] ?? '';
  const outer = rest.replace(/\([^)]*\)/g, ' ');
  const tokens = outer.split(/[^a-z_]+/).filter(Boolean);
  // Words before the first comma name the thing; of them the last is what is counted ('1 breakfast size link').
  const named = (outer.split(',')[0] ?? '').split(/[^a-z_]+/).filter(Boolean).length;
  let unit: Unit | null = null;
  let size: Size | null = null;
  let item: string | null = null;
  let unitWord: string | null = null;
  // 'Extra small' is an unusual size, as miniature is, not a small one.
  let special = /\bextra[ -]small\b/.test(lower);
  // The measure is the last unit word ('1 small single serving bag' is a bag, '1 5.3 oz container' a
  // container), but pieces counted after a volume are what it holds ('1 cup slices', '1 cup, pieces or slices').
  const isVolume = (x: Unit | null) => x !== null && ML_PER.has(x) && x !== 'glass' && x !== 'mug';
  for (const [i, t] of tokens.entries()) {
    const s = sizeFor(t);
    const u = unitFor(t);
    // A label's 'mini' is the miniature of the thing, though a person saying 'a mini muffin' means a small one.
    if (SPECIAL.has(t)) special = true;
    else if (s) size ??= s;
    else if (u && isVolume(unit) && !isVolume(u) && stem(t) !== t) continue;
    else if (u) {
      unit = u;
      unitWord = t;
    }
    else if (!unit && !PLAIN.has(t) && t.length > 2) item = i < named || item === null ? stem(t) : item;
  }
  // What it holds: '1 serving (3 pancakes)', '1 serving 3 pancakes', '1 can (12 fl oz)', '1 serving 1/2 cup', '1 oz (28 almonds)'.
  const held = /(?:^|[\s(])(\d+(?:\.\d+)?(?:\/\d+)?|\.\d+)\s*([a-z_]+)/.exec(inner || outer);
  const heldAmount = held ? amountOf(held[1]!) : 0;
  const heldUnit = held ? unitFor(held[2]!) : null;
  let items = amount;
  let ml: number | null = null;
  if (unit && ML_PER.has(unit) && unit !== 'glass' && unit !== 'mug') ml = amount * ML_PER.get(unit)!;
  if (held && heldAmount > 0) {
    if (heldUnit && ML_PER.has(heldUnit) && heldUnit !== 'glass' && heldUnit !== 'mug') ml = amount * heldAmount * ML_PER.get(heldUnit)!;
    else if (!heldUnit || !(GRAMS_PER.has(heldUnit) || heldUnit === 'serving')) {
      if (held[2]!.length > 2 && !/^(per|to|inch|x|dia|diameter|long|thick|wide)$/.test(held[2]!)) {
        items = amount * heldAmount;
        if (!item || (unit !== null && !ML_PER.has(unit))) item = stem(held[2]!);
      }
    }
  }
  const all = tokens.concat(inner.split(/[^a-z_]+/)).filter(Boolean);
  // Unit words also under their one name: a 'bag' is a packet, a 'tub' a container.
  const words = new Set(all.map(stem).concat(all.map((t) => unitFor(t) ?? '').filter(Boolean)));
  const word = unitWord ? stem(unitWord.replace('_', ' ')) : item;
  return { label, grams: portion.grams, amount, unit, size, item, word, items: items > 0 ? items : 1, ml, regular: /\b(regular|nfs|any size|ns as to size|standard)\b/.test(lower), special, unspecified: false, words };
}

/**
 * The words of a label that describe the food measured, singular: not its amount, measure, size or
 * plain words, nor notes in brackets ('1 cup, fluid (yields 2 cups whipped)' → fluid).
 */
export function labelWords(label: string): string[] {
  const outer = label.toLowerCase().replace(/\([^)]*\)/g, ' ');
  return outer.split(/[^a-z]+/).filter((t) => t.length > 2 && !PLAIN.has(t) && !SPECIAL.has(t) && !sizeFor(t) && !unitFor(t)).map(stem);
}

/** Every household portion of a food, read, in USDA order. */
export function readPortions(portions: readonly FoodPortion[]): PortionFacts[] {
  const out: PortionFacts[] = [];
  for (const p of portions) {
    const facts = readPortion(p);
    if (facts) out.push(facts);
  }
  return out;
}

/** The serving a food is shown with first: its first household portion, never the 'not specified' row. */
export function defaultPortion(portions: readonly FoodPortion[]): FoodPortion | null {
  return readPortions(portions).find((p) => !p.unspecified) ?? null;
}
