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

/**
 * The household unit of a portion label, the last word of its head: 'slice' for '1 small or
 * thin/very thin slice' or '1 slice (1/8 of 14" pizza)', 'fl oz' for '1 fl oz (no ice)'; null for a weight.
 */
export function portionUnit(label: string): string | null {
  const head = label.toLowerCase().split(/[,(]/)[0]!.trim();
  const words = head.replace(/^[\d./\s]+/, '').split(/[\s/]+/).filter(Boolean);
  const last = words.at(-1) ?? null;
  if (last === 'oz' && words.at(-2) === 'fl') return 'fl oz';
  return !last || last === 'g' || last === 'oz' || last === 'serving' || last === 'specified' ? null : last;
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
