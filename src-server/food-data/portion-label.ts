import { formatAmount } from '../../src/domain/portion-amounts.ts';
import { readPortion, type PortionFacts } from '../../src/domain/portion-facts.ts';
import { isMass, isVolume, type Unit } from '../../src/food-phrase/units.ts';
import type { Portion } from './food-record.ts';

export { formatAmount, formatGrams } from '../../src/domain/portion-amounts.ts';

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
/** FNDDS's amounts of a food put with another: 'Guideline amount per fl oz of beverage'. */
const GUIDELINE = /^guideline amount /i;
// Size details like (7" to 7-7/8" long) make labels long; keep them only when needed to tell portions apart.
const DIMENSIONS = /\s*\([^)]*"[^)]*\)/g;
const PACKAGES = new Set<Unit>(['packet', 'container', 'box']);

export interface PortionOptions {
  /** Put a 'medium' portion first (SR and Foundation list cups before pieces). */
  preferMedium?: boolean;
  /** Energy per 100 g: a default serving above 800 kcal (a cup of butter) gives way to a smaller one. */
  kcalPer100?: number;
  max?: number;
}

const MAX_DEFAULT_KCAL = 800;

/** A portion with what the portion engine reads from its label; null facts for rows that are no household amount. */
interface ReadPortion {
  portion: Portion;
  facts: PortionFacts | null;
}

/** FNDDS's guideline amounts among a food's portion rows, each label once. */
export function guidelinePortions(portions: Portion[]): Portion[] {
  const seen = new Set<string>();
  return portions.flatMap((p) => {
    const label = p.label.trim();
    if (!GUIDELINE.test(label) || !(p.grams > 0) || seen.has(label)) return [];
    seen.add(label);
    return [{ label, grams: roundGrams(p.grams) }];
  });
}

/**
 * Cleans a food's portion list: drops zero weights, FNDDS guideline rows and duplicate labels, marks
 * 'Quantity not specified', keeps everything else, and puts the default serving first (see
 * defaultPortion), the rest in USDA's order with plain weights last.
 */
export function finalizePortions(portions: Portion[], options: PortionOptions = {}): Portion[] {
  const valid = portions.filter((p) => Number.isFinite(p.grams) && p.grams > 0 && p.label.trim() !== '' && !DROP.test(p.label.trim()));
  const short = valid.map((p) => p.label.replace(DIMENSIONS, '').trim());
  const counts = new Map<string, number>();
  for (const label of short) counts.set(label.toLowerCase(), (counts.get(label.toLowerCase()) ?? 0) + 1);
  const seen = new Set<string>();
  const unique: ReadPortion[] = [];
  valid.forEach((p, i) => {
    const s = short[i]!;
    const label = s && counts.get(s.toLowerCase()) === 1 ? s : p.label.trim();
    if (seen.has(label.toLowerCase())) return;
    seen.add(label.toLowerCase());
    const facts = readPortion(p);
    const portion = { label, grams: roundGrams(p.grams) };
    unique.push({ portion: facts?.unspecified ? { ...portion, unspecified: true } : portion, facts });
  });
  const first = defaultPortion(unique, options);
  const rest = unique.filter((r) => r !== first);
  const ordered = first ? [first, ...rest.filter((r) => !isWeightOnly(r)), ...rest.filter(isWeightOnly)] : rest;
  return ordered.slice(0, options.max ?? 16).map((r) => r.portion);
}

const isWeightOnly = ({ facts: f }: ReadPortion) => f !== null && f.unit !== null && (isMass(f.unit) || f.unit === 'fl oz' || f.unit === 'ml' || f.unit === 'l') && f.size === null;
/** A measure rather than a thing: cups, spoons, weights (a glass or mug is a thing one drinks). */
const isMeasure = (f: PortionFacts) => f.unit !== null && (isMass(f.unit) || (isVolume(f.unit) && f.unit !== 'glass' && f.unit !== 'mug'));

/**
 * The serving shown first. FNDDS gives a 'Quantity not specified' weight, what a person means by "a
 * portion" of the food: the household measure of that weight (a 12 fl oz can of beer), else the piece
 * it counts two or three of, else the nearest one within a factor 1.6, medium preferred and never an
 * unusual size (miniature, extra small), else that weight itself.
 * Without it (SR, Foundation): the medium one for SR, else the first household measure, else the first.
 */
function defaultPortion(portions: ReadPortion[], options: PortionOptions): ReadPortion | undefined {
  const household = portions.filter((r): r is ReadPortion & { facts: PortionFacts } => r.facts !== null && !r.facts.unspecified && !isWeightOnly(r));
  const vague = portions.find((r) => r.facts?.unspecified);
  const medium = household.find((r) => r.facts.size === 'medium' && r.facts.amount === 1);
  if (vague) {
    const ratio = (r: ReadPortion) => r.portion.grams / vague.portion.grams;
    const same = household.find((r) => Math.abs(ratio(r) - 1) <= 0.03);
    if (same) return same;
    // The unspecified weight is often two or three of a counted portion (two slices of pizza): that portion.
    const counted = household.find((r) => r.facts.amount === 1 && !isMeasure(r.facts) && [2, 3].some((n) => Math.abs(ratio(r) * n - 1) <= 0.05));
    if (counted) return counted;
    const near = household
      .filter((r) => !r.facts.special && ratio(r) <= 1.6 && 1 / ratio(r) <= 1.6)
      .map((r) => ({ r, cost: Math.abs(Math.log(ratio(r))) + (r.facts.unit && PACKAGES.has(r.facts.unit) ? 0.3 : 0) - (r === medium ? 0.2 : 0) }))
      .sort((a, b) => a.cost - b.cost)[0];
    return near?.r ?? vague;
  }
  const ranked = [...(options.preferMedium && medium ? [medium] : []), ...household, ...portions];
  const kcal = options.kcalPer100;
  if (kcal !== undefined) {
    const fits = ranked.find((r) => (r.portion.grams * kcal) / 100 <= MAX_DEFAULT_KCAL);
    if (fits) return fits;
  }
  return ranked[0];
}

export function roundGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams * 10) / 10 : Math.round(grams * 100) / 100;
}
