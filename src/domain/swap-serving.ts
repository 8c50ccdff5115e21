/** Servings compared in a swap: the original at a helping, the swap in a like portion. */

/** A USDA household portion with the unit the seed read from its label ('slice', 'can', 'cup'). */
export interface Portion {
  label: string;
  grams: number;
  unit?: string | null;
  /** FNDDS 'Quantity not specified': the amount people report when they give none. */
  unspecified?: boolean;
}

const isHelping = (p: Portion) => p.grams >= 20 && p.grams <= 500;

/**
 * The serving a swap compares: the food's first portion when it is a helping (20-500 g: a slice,
 * a can), else USDA's usual amount ('Quantity not specified'; not one chip or one fry), else the
 * first helping, else the first portion, else 100 g.
 */
export function helping(portions: readonly Portion[]): Portion {
  const first = portions[0];
  if (first && isHelping(first)) return first;
  return portions.find((p) => p.unspecified) ?? portions.find(isHelping) ?? first ?? { label: '100 g', grams: 100 };
}

const grams = (g: number) => `${Math.round(g)} g`;

/** Per what the gains are said: 'slice' for one slice, a weight as it is, else 'serving (119 g)'. */
export function perPortion(p: Portion): string {
  if (/^\d+(\.\d+)? g$/.test(p.label.trim())) return p.label.trim();
  // '1 piece, NFS' is per piece; '1 serving 1/2 cup' is not per cup.
  if (!p.unspecified && p.unit && new RegExp(`^1 (?:[a-z-]+ )*?${p.unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?\\b`, 'i').test(p.label)) return p.unit;
  return `serving (${grams(p.grams)})`;
}

/**
 * The swap's portion to compare, of a like weight (half to twice the original's): the usual amount
 * for a usual amount, one in the same unit ('1 slice' for '1 slice', a can for a can), else its
 * first such portion, else the original's weight.
 */
export function likePortion(portions: readonly Portion[], original: Portion): { portion: Portion; own: boolean } {
  const like = portions.filter((p) => p.grams >= original.grams * 0.5 && p.grams <= original.grams * 2);
  const same = original.unspecified ? like.find((p) => p.unspecified) : original.unit ? like.find((p) => !p.unspecified && p.unit === original.unit) : undefined;
  const pick = same ?? (portions[0] && like.includes(portions[0]) ? portions[0] : undefined);
  return pick ? { portion: pick, own: true } : { portion: { label: grams(original.grams), grams: original.grams }, own: false };
}
