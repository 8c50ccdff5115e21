import { stem } from './voice-aliases.ts';
import { formatAmount } from './voice-numbers.ts';
import { GRAMS_PER, isMass, isVolume, ML_PER, unitText, type Size, type Unit } from './voice-units.ts';

export interface PortionFood {
  name: string;
  portions: { label: string; grams: number }[];
}

export interface PortionRequest {
  food: string;
  quantity: number;
  unit: Unit | null;
  size: Size | null;
  statedAmount: boolean;
}

export interface PortionChoice {
  grams: number;
  /** Text for the log, e.g. '2 large', '1/2 cup', '100 g'. */
  quantity: string;
  /** How sure the amount is, 0-1: a matching household measure is sure, a guessed density less so. */
  certainty: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** '1 cup, cooked' → { count: 1, rest: 'cup, cooked' }; '2 tbsp' → { 2, 'tbsp' }. */
function splitLabel(label: string): { count: number; rest: string } {
  const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?\s+(.*)$/.exec(label.trim());
  if (!m) return { count: 1, rest: label.toLowerCase() };
  const count = m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
  return { count: count > 0 ? count : 1, rest: m[3]!.toLowerCase() };
}

const LABEL_WORDS: Partial<Record<Unit, string[]>> = {
  cup: ['cup'], tbsp: ['tbsp', 'tablespoon'], tsp: ['tsp', 'teaspoon'], 'fl oz': ['fl oz'], glass: ['glass', 'cup'], mug: ['mug'],
  slice: ['slice', 'piece'], piece: ['piece', 'slice', 'item'], can: ['can'], bottle: ['bottle'], bowl: ['bowl'], handful: ['handful'],
  serving: ['serving', 'order'], plate: ['plate'], scoop: ['scoop'], bar: ['bar'], packet: ['packet', 'package', 'bag', 'pouch'],
  stick: ['stick'], fillet: ['fillet'], patty: ['patty', 'pattie'], cookie: ['cookie'], container: ['container'], portion: ['serving'],
  wedge: ['wedge'], clove: ['clove'], leaf: ['leaf'], stalk: ['stalk'], strip: ['strip', 'slice'], sandwich: ['sandwich'], box: ['box'],
};

const SIZE_PREFERENCE: Record<Size, RegExp[]> = {
  small: [/^small\b/, /\bsmall\b/, /thin/],
  medium: [/^medium\b/, /\bmedium\b/, /\bregular\b/, /^(slice|piece)(,? (nfs|any size))?$/],
  large: [/^large\b/, /\blarge\b/, /thick/],
};

/** Sizes people assume when they say none ('2 eggs' are large eggs). */
const DEFAULT_SIZE: [RegExp, Size][] = [[/\beggs?\b/, 'large']];

/** The household portion whose label names the unit, best size first. */
function labelled(food: PortionFood, words: string[], size: Size | null) {
  const found = food.portions
    .map((p) => ({ ...p, ...splitLabel(p.label) }))
    .filter((p) => words.some((w) => new RegExp(`(^|\\W)${w}(e?s)?\\b`).test(p.rest)) && !/\b(nlea|yields?|crumbs|cubic|surface|refuse|yield)\b/.test(p.rest));
  if (found.length === 0) return null;
  const byWord = (p: (typeof found)[number]) => words.findIndex((w) => p.rest.includes(w));
  const bySize = (p: (typeof found)[number]) => {
    const idx = SIZE_PREFERENCE[size ?? 'medium'].findIndex((re) => re.test(p.rest));
    return idx === -1 ? 9 : idx;
  };
  return found.sort((a, b) => byWord(a) - byWord(b) || bySize(a) - bySize(b) || a.rest.length - b.rest.length)[0]!;
}

function perUnitGrams(food: PortionFood, unit: Unit, size: Size | null): { grams: number; certainty: number; sized?: boolean } | null {
  const words = LABEL_WORDS[unit];
  const own = words ? labelled(food, words, size) : null;
  if (own && !(unit === 'glass' && own.rest.startsWith('cup'))) return { grams: own.grams / own.count, certainty: 1, sized: size !== null && own.rest.includes(size) };
  const cups = BOWL_CUPS[unit];
  if (cups) {
    const cup = labelled(food, ['cup'], null);
    if (cup) return { grams: (cup.grams / cup.count) * cups, certainty: 0.7 };
  }
  if (isVolume(unit)) {
    const cup = labelled(food, ['cup'], null);
    if (cup) return { grams: (cup.grams / cup.count) * (ML_PER[unit] / ML_PER.cup), certainty: 0.9 };
    const floz = labelled(food, ['fl oz'], null);
    if (floz) return { grams: (floz.grams / floz.count) * (ML_PER[unit] / ML_PER['fl oz']), certainty: 0.9 };
    return { grams: ML_PER[unit], certainty: 0.6 };
  }
  return null;
}

/** A bowl or a plate holds about this many cups of the food. */
const BOWL_CUPS: Partial<Record<Unit, number>> = { bowl: 1.5, plate: 2 };

/** Typical weights for household measures a food lists no portion for. */
const FALLBACK_GRAMS: Partial<Record<Unit, number>> = { bowl: 300, plate: 350, handful: 30, can: 355, bottle: 500, scoop: 30, packet: 30, portion: 150 };

/**
 * Picks the grams for what was said: a listed portion that names the unit or size, else a unit
 * conversion (mass exactly, volumes via the food's own cup), else the food's default serving.
 */
export function choosePortion(food: PortionFood, req: PortionRequest): PortionChoice {
  const q = req.quantity;
  const first = food.portions[0];
  const serving = { grams: first?.grams ?? 100, label: first ? splitLabel(first.label) : { count: 1, rest: '' } };
  const amount = formatAmount(q);
  if (req.unit && isMass(req.unit)) return { grams: round1(q * GRAMS_PER[req.unit]), quantity: `${amount} ${req.unit}`, certainty: 1 };
  if (req.unit) {
    const per = perUnitGrams(food, req.unit, req.size);
    const unitName = unitText(req.unit, q);
    const sized = req.size ? `${req.size} ` : '';
    if (per) return { grams: round1(q * per.grams * (per.sized ? 1 : sizeFactor(req.size))), quantity: `${amount} ${sized}${unitName}`, certainty: per.certainty };
    const fallback = FALLBACK_GRAMS[req.unit];
    if (fallback) return { grams: round1(q * fallback * sizeFactor(req.size)), quantity: `${amount} ${sized}${unitName}`, certainty: 0.6 };
    return { grams: round1(q * serving.grams), quantity: `${amount} ${sized}${unitName}`, certainty: 0.6 };
  }
  const size = req.size ?? DEFAULT_SIZE.find(([re]) => re.test(req.food))?.[1] ?? null;
  if (size) {
    const own = labelled(food, [size], size);
    if (own) return { grams: round1((q * own.grams) / own.count), quantity: `${amount} ${size}`, certainty: 1 };
  }
  // No amount said and the default portion is a crumb (one fry, one chip): a usual serving instead.
  const crumb = (grams: number) => !req.statedAmount && grams < 15 && /s$/.test(req.food);
  const own = labelled(food, [stem(req.food.split(' ').pop() ?? ''), 'fruit'].filter((w) => w.length > 2), size);
  if (crumb(serving.grams) || (own && crumb(own.grams / own.count))) {
    const usual = labelled(food, ['serving', 'order', 'bag', 'cup'], 'medium');
    if (usual) return { grams: round1(usual.grams / usual.count), quantity: `1 ${usual.rest.replace(/\s*\(.*\)$/, '')}`, certainty: 0.7 };
    return { grams: 100, quantity: '100 g', certainty: 0.6 };
  }
  // Drinks come in their container: '1 can (12 fl oz)', '1 cup (8 fl oz)'.
  const container = !own && /^(can|cup|glass|bottle|mug)\b/.test(serving.label.rest);
  const countable = own ?? (container ? null : labelled(food, ['medium', 'piece', 'each', 'item', 'regular', 'whole'], size));
  if (countable && !/cup|oz|tbsp|tsp/.test(countable.rest)) {
    const label = countable.rest.replace(/,.*$/, '').replace(/\s*\(.*\)$/, '');
    const plural = q > 1 && /^[a-z]+$/.test(label) && !['small', 'medium', 'large', 'regular', 'whole'].includes(label);
    const text = plural ? label.replace(/([^aeiou])y$/, '$1ie').concat('s') : label;
    return { grams: round1((q * countable.grams * sizeFactor(req.size && !countable.rest.includes(req.size) ? req.size : null)) / countable.count), quantity: `${amount} ${text}`, certainty: 0.9 };
  }
  const label = serving.label.rest ? `${formatAmount(q * serving.label.count)} ${serving.label.rest}` : `${round1(q * serving.grams)} g`;
  return { grams: round1(q * serving.grams * sizeFactor(size)), quantity: size ? `${amount} ${size}` : label, certainty: 0.75 };
}

/** Spec §9 fruit multipliers, used when no portion of that size is listed. */
function sizeFactor(size: Size | null): number {
  return size === 'small' ? 0.7 : size === 'large' ? 1.3 : 1;
}
