/** Servings compared in a swap: the original as the user sees it, the swap in a like portion. */

export interface Portion {
  label: string;
  grams: number;
}

/**
 * The serving a swap compares: the first portion that is a helping (25-500 g), not one chip or one
 * fry, else the first portion, else 100 g.
 */
export function helping(portions: readonly Portion[]): Portion {
  return portions.find((p) => p.grams >= 25 && p.grams <= 500) ?? portions[0] ?? { label: '100 g', grams: 100 };
}

/** The household unit of a portion label: 'slice' for '1 slice (1/8 of 14" pizza)', null for '100 g'. */
export function portionUnit(label: string): string | null {
  const m = /^\s*(?:\d+(?:[./]\d+)?\s+)?(?:(?:small|medium|large|regular|extra large)\s+)?([a-z]+(?: fl oz)?)/i.exec(label);
  const unit = m?.[1]?.toLowerCase() ?? null;
  return unit === 'g' || unit === 'oz' || unit === 'serving' || unit === 'quantity' ? null : unit;
}

/** 'slice' for a one-slice portion, a weight as it is, else the portion itself ('serving (2 slices, 214 g)'). */
export function perPortion(portion: Portion): string {
  if (/^\d+(\.\d+)? g$/.test(portion.label.trim())) return portion.label.trim();
  const unit = portionUnit(portion.label);
  return unit && /^\s*1\s/.test(portion.label) ? unit : `serving (${portion.label.replace(/\s*\(\d+(\.\d+)? g\)$/, '')}, ${Math.round(portion.grams)} g)`;
}

/**
 * The swap's portion to compare: one of its own in the same unit as the original's ('1 slice' for
 * '1 slice') and of a like weight, else its first portion of a like weight, else the original's weight.
 */
export function likePortion(portions: readonly Portion[], original: Portion): { portion: Portion; own: boolean } {
  const like = (p: Portion) => p.grams >= original.grams * 0.5 && p.grams <= original.grams * 2;
  const unit = portionUnit(original.label);
  const same = unit ? portions.find((p) => like(p) && portionUnit(p.label) === unit) : undefined;
  const first = portions[0] && like(portions[0]) ? portions[0] : undefined;
  const pick = same ?? first;
  return pick ? { portion: pick, own: true } : { portion: { label: `${Math.round(original.grams)} g`, grams: original.grams }, own: false };
}
