/** Servings compared in a swap: the original at a helping, the swap in a like portion. */
import { readPortion, type FoodPortion } from './portion-facts.ts';

export type Portion = FoodPortion;

/** What the label counts in ('slice', 'can', 'cup') and its size, as the portion engine reads it. */
function countedIn(p: Portion): { word: string | null; size: string | null } {
  const facts = readPortion(p);
  return { word: facts?.word ?? null, size: facts?.size ?? null };
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
  const { word } = countedIn(p);
  if (!p.unspecified && word && new RegExp(`^1 (?:[a-z-]+ )*?${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?\\b`, 'i').test(p.label)) return word;
  return `serving (${grams(p.grams)})`;
}

// Of several portions in the same unit, the one nearest in weight ('1 piece, large pizza' for a 119 g piece).
const nearest = (list: readonly Portion[], g: number) =>
  list.reduce<Portion | undefined>((best, p) => (!best || Math.abs(Math.log(p.grams / g)) < Math.abs(Math.log(best.grams / g)) ? p : best), undefined);

/**
 * The swap's portion to compare, of a like weight (half to twice the original's): the usual amount
 * for a usual amount, one in the same unit ('1 slice' for '1 slice', a can for a can), of the same
 * size when there is one ('1 medium' for '1 medium') and the nearest in weight; else its first
 * portion (USDA's household measure) when it is of a like weight; else the original's weight.
 */
export function likePortion(portions: readonly Portion[], original: Portion): { portion: Portion; own: boolean } {
  const like = portions.filter((p) => p.grams >= original.grams * 0.5 && p.grams <= original.grams * 2);
  const first = countedIn(original);
  // A size with no unit ('1 medium' tortilla) counts one item, as '1 slice' does.
  const counted = first.word || first.size;
  const sameUnit = original.unspecified ? like.filter((p) => p.unspecified) : counted ? like.filter((p) => !p.unspecified && countedIn(p).word === first.word) : [];
  const sameSize = sameUnit.filter((p) => countedIn(p).size === first.size);
  // No portion in the same unit (almonds have no bag): the amount people eat of it when they say none.
  const usual = like.find((p) => p.unspecified);
  const pick = nearest(sameSize.length ? sameSize : sameUnit, original.grams) ?? usual ?? (portions[0] && like.includes(portions[0]) ? portions[0] : undefined);
  return pick ? { portion: pick, own: true } : { portion: { label: grams(original.grams), grams: original.grams }, own: false };
}

/**
 * The swap's portions to compare, best first: the like portion, then its larger household portions of
 * up to three times the original's weight, the smallest first. A cup of edamame stands for an order
 * of fries when the usual amount of it is too light to compare within the calories allowed.
 */
export function portionsToCompare(portions: readonly Portion[], original: Portion): { portion: Portion; own: boolean }[] {
  const like = likePortion(portions, original);
  const larger = portions
    .filter((p) => !p.unspecified && isHelping(p) && p.grams > Math.max(like.portion.grams, original.grams) && p.grams <= original.grams * 3)
    .sort((a, b) => a.grams - b.grams);
  return [like, ...larger.map((portion) => ({ portion, own: true }))];
}
