import type { FactPortion, Portion } from './food-record.ts';
import { portionFacts, type PortionFacts } from './portion-facts.ts';

const FRACTIONS: [number, string][] = [
  [0.125, '1/8'], [0.25, '1/4'], [1 / 3, '1/3'], [0.5, '1/2'], [2 / 3, '2/3'], [0.75, '3/4'],
];

/** 0.5 → '1/2', 1.5 → '1 1/2', 2 → '2', 0.4 → '0.4'. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return '1';
  const whole = Math.floor(amount + 1e-9);
  const rest = amount - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.01);
  if (fraction) return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(amount * 100) / 100);
}

/** SR WEIGHT row: Amount + Msre_Desc, e.g. (1, 'cup, mashed') → '1 cup, mashed'. */
export function srPortionLabel(amount: number, measure: string): string {
  return `${formatAmount(amount)} ${measure.trim()}`.trim();
}

const SIZE_WORDS = /^(extra small|small|medium|large|extra large|jumbo)\b/i;
const COUNT_UNITS = new Set(['fruit', 'each', 'unit', 'piece', 'undetermined']);

/** FDC food_portion row. Survey rows carry the whole label in portion_description. */
export function fdcPortionLabel(row: { amount: number | null; unit: string | null; description: string; modifier: string }): string {
  const description = row.description.trim();
  const modifier = row.modifier.trim();
  const unit = row.unit && row.unit !== 'undetermined' ? row.unit.trim() : null;
  const amount = formatAmount(row.amount ?? 1);
  if (!unit) {
    // Survey: the description is the whole label. SR Legacy: the modifier holds unit and detail.
    if (description) return description;
    if (modifier && !/^\d+$/.test(modifier)) return `${amount} ${modifier}`;
    return `${amount} serving`;
  }
  // Survey modifiers are numeric portion codes, not words.
  const extra = [description, /^\d+$/.test(modifier) ? '' : modifier].filter(Boolean).join(', ');
  if (COUNT_UNITS.has(unit) && SIZE_WORDS.test(extra)) return `${amount} ${extra}`;
  return [`${amount} ${unit}`, extra].filter(Boolean).join(', ');
}

const DROP = /guideline amount/i;
// Size details like (7" to 7-7/8" long) make labels long; keep them only when needed to tell portions apart.
const DIMENSIONS = /\s*\([^)]*"[^)]*\)/g;
const WEIGHT_UNITS = new Set(['oz', 'lb', 'g', 'kg', 'fl oz', 'ml', 'l']);
const ODD_SIZES = new Set(['miniature', 'extra small']);
const MEASURES = new Set(['cup', 'tbsp', 'tsp', 'quart', 'pint', ...WEIGHT_UNITS]);
const PACKAGES = new Set(['packet', 'package', 'pouch', 'box', 'jar', 'bag', 'container', 'tub', 'tray', 'carton']);

export interface PortionOptions {
  /** Put a 'medium' portion first (SR and Foundation list cups before pieces). */
  preferMedium?: boolean;
  /** Energy per 100 g: a default serving above 800 kcal (a cup of butter) gives way to a smaller one. */
  kcalPer100?: number;
  max?: number;
}

const MAX_DEFAULT_KCAL = 800;

/**
 * Cleans a food's portion list and reads each label's facts (amount, unit, size, container, items,
 * 'Quantity not specified'). Drops zero weights and FNDDS guideline rows and duplicate labels, keeps
 * everything else, and puts the default serving first (see defaultPortion), the rest in USDA's order.
 */
export function finalizePortions(portions: Portion[], options: PortionOptions = {}): FactPortion[] {
  const valid = portions.filter((p) => Number.isFinite(p.grams) && p.grams > 0 && p.label.trim() !== '' && !DROP.test(p.label.trim()));
  const short = valid.map((p) => p.label.replace(DIMENSIONS, '').trim());
  const counts = new Map<string, number>();
  for (const label of short) counts.set(label.toLowerCase(), (counts.get(label.toLowerCase()) ?? 0) + 1);
  const labelled = valid.map((p, i): FactPortion => {
    const s = short[i]!;
    const label = s && counts.get(s.toLowerCase()) === 1 ? s : p.label.trim();
    return { ...portionFacts(p.label), ...pickFacts(p), label, grams: roundGrams(p.grams) };
  });

  const seen = new Set<string>();
  const unique = labelled.filter((p) => {
    const key = p.label.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const first = defaultPortion(unique, options);
  const rest = unique.filter((p) => p !== first);
  const ordered = first ? [first, ...rest.filter((p) => !isWeightOnly(p)), ...rest.filter(isWeightOnly)] : rest;
  return ordered.slice(0, options.max ?? 16);
}

function pickFacts(p: Portion): Partial<PortionFacts> {
  const out: Partial<PortionFacts> = {};
  for (const key of ['amount', 'unit', 'size', 'container', 'items', 'unspecified'] as const) {
    if (p[key] !== undefined) Object.assign(out, { [key]: p[key] });
  }
  return out;
}

const isWeightOnly = (p: FactPortion) => p.unit !== null && WEIGHT_UNITS.has(p.unit) && p.size === null && p.container === null;

/**
 * The serving shown first. FNDDS gives a 'Quantity not specified' weight, what a person means by "a
 * portion" of the food: the household measure of that weight (a 12 fl oz can of beer), else the piece
 * it counts two or three of, else the nearest one within a factor 1.6, medium or regular preferred and
 * never a miniature, else that weight itself.
 * Without it (SR, Foundation): the medium one for SR, else the first household measure, else the first.
 */
export function defaultPortion(portions: FactPortion[], options: PortionOptions = {}): FactPortion | undefined {
  const household = portions.filter((p) => !p.unspecified && !isWeightOnly(p));
  const vague = portions.find((p) => p.unspecified);
  const medium = household.find((p) => (p.size === 'medium' || p.size === 'regular') && p.amount === 1);
  if (vague) {
    const ratio = (p: FactPortion) => p.grams / vague.grams;
    const same = household.find((p) => Math.abs(ratio(p) - 1) <= 0.03);
    if (same) return same;
    // The unspecified weight is often two or three of a counted portion (two slices of pizza): that portion.
    const counted = household.find((p) => p.amount === 1 && !MEASURES.has(p.unit ?? '') && [2, 3].some((n) => Math.abs(ratio(p) * n - 1) <= 0.05));
    if (counted) return counted;
    const near = household
      .filter((p) => !ODD_SIZES.has(p.size ?? '') && ratio(p) <= 1.6 && 1 / ratio(p) <= 1.6)
      .map((p) => ({ p, cost: Math.abs(Math.log(ratio(p))) + (PACKAGES.has(p.container ?? '') ? 0.3 : 0) - (p === medium ? 0.2 : 0) }))
      .sort((a, b) => a.cost - b.cost)[0];
    return near?.p ?? vague;
  }
  const ranked = [...(options.preferMedium && medium ? [medium] : []), ...household, ...portions];
  const kcal = options.kcalPer100;
  if (kcal !== undefined) {
    const fits = ranked.find((p) => (p.grams * kcal) / 100 <= MAX_DEFAULT_KCAL);
    if (fits) return fits;
  }
  return ranked[0];
}

export function roundGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams * 10) / 10 : Math.round(grams * 100) / 100;
}

export function formatGrams(grams: number): string {
  return String(grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10);
}
