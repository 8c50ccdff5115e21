import type { Portion } from './food-record.ts';

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

const NOT_SPECIFIED = /^quantity not specified$/i;
const DROP = /guideline amount/i;
const WEIGHT_ONLY = /^[\d/ .]+ (oz|lb|g|kg|fl oz)\b/i;
const MEDIUM = /^[\d/ .]+ medium\b(?! slice| or)/i;
// Size details like (7" to 7-7/8" long) make labels long; keep them only when needed to tell portions apart.
const DIMENSIONS = /\s*\([^)]*"[^)]*\)/g;

export interface PortionOptions {
  /** Put a 'medium' portion first (SR and Foundation list cups before pieces). */
  preferMedium?: boolean;
  /** Energy per 100 g: a default serving above 800 kcal (a cup of butter) gives way to a smaller one. */
  kcalPer100?: number;
  max?: number;
}

const MAX_DEFAULT_KCAL = 800;

/**
 * Cleans a food's portion list: drops zero weights and FNDDS guideline rows, keeps 'Quantity not
 * specified' only when nothing else is left (as '1 serving'), removes duplicate labels and puts the
 * most natural household measure first (the first portion is the default serving).
 */
export function finalizePortions(portions: Portion[], options: PortionOptions = {}): Portion[] {
  const valid = portions.filter((p) => Number.isFinite(p.grams) && p.grams > 0 && p.label.trim() !== '' && !DROP.test(p.label.trim()));
  const household = valid.filter((p) => !NOT_SPECIFIED.test(p.label.trim()));
  const chosen = household.length > 0 ? household : valid.slice(0, 1).map((p) => ({ label: '1 serving', grams: p.grams }));

  const short = chosen.map((p) => p.label.replace(DIMENSIONS, '').trim());
  const counts = new Map<string, number>();
  for (const label of short) counts.set(label.toLowerCase(), (counts.get(label.toLowerCase()) ?? 0) + 1);
  const labelled = chosen.map((p, i) => {
    const s = short[i]!;
    return { label: s && counts.get(s.toLowerCase()) === 1 ? s : p.label.trim(), grams: roundGrams(p.grams) };
  });

  const seen = new Set<string>();
  const unique = labelled.filter((p) => {
    const key = p.label.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const priority = (p: Portion) => (options.preferMedium && MEDIUM.test(p.label) ? -1 : WEIGHT_ONLY.test(p.label) ? 1 : 0);
  const ordered = unique.map((p, i) => ({ p, i })).sort((a, b) => priority(a.p) - priority(b.p) || a.i - b.i).map((x) => x.p);
  const kcal = options.kcalPer100;
  if (kcal !== undefined && ordered.length > 1 && (ordered[0]!.grams * kcal) / 100 > MAX_DEFAULT_KCAL) {
    const smaller = ordered.findIndex((p) => (p.grams * kcal) / 100 <= MAX_DEFAULT_KCAL);
    if (smaller > 0) ordered.unshift(...ordered.splice(smaller, 1));
  }
  return ordered.slice(0, options.max ?? 12);
}

export function roundGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams * 10) / 10 : Math.round(grams * 100) / 100;
}

export function formatGrams(grams: number): string {
  return String(grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10);
}
