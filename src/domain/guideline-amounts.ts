import { formatGrams } from './portion-amounts.ts';
import { ML_PER_FL_OZ } from '../food-phrase/units.ts';
import type { PortionAnswer } from './portion-engine.ts';
import type { FoodPortion } from './portion-facts.ts';

/**
 * What a food said with another goes on or in, counted as FNDDS's guideline amounts count it: fl oz
 * of a drink, slices of bread, cups of hot cereal or vegetables, sandwiches, burgers, a salad.
 */
export type HostKind = 'beverage' | 'bread' | 'hot cereal' | 'vegetable' | 'sandwich' | 'burger' | 'salad' | 'fries';

export interface Host {
  kind: HostKind;
  /** How many of the kind's unit: 16 fl oz for two cups of coffee, 2 slices of toast. */
  count: number;
}

/** The guideline rows that fit each kind of host, best first. */
const FITS: [RegExp, HostKind[]][] = [
  [/ per fl oz of beverage$/, ['beverage']],
  [/ per slice of bread\/roll$/, ['bread']],
  [/ per cup of hot cereal$/, ['hot cereal']],
  [/ per cup of vegetable$/, ['vegetable']],
  [/ per hot dog or per hamburger$/, ['burger']],
  [/ on regular sandwich$/, ['sandwich', 'burger']],
  [/ per sandwich$/, ['sandwich', 'burger']],
  [/ in salad$/, ['salad']],
  [/ per cup of french fries$/, ['fries']],
];

const CUP_GRAMS = 240;

/**
 * The kind of host a food is by its WWEIA category, and how many of the kind's unit the amount eaten
 * is: `grams` of it, `items` said ('two slices'), `cupGrams` its own cup weight when USDA gives one.
 * Null for foods nothing is put on or in by a guideline (meat, fruit, sweets).
 */
export function hostOf(wweia: number | null, grams: number, items: number, cupGrams: number | null): Host | null {
  if (wweia === null) return null;
  const cups = grams / (cupGrams ?? CUP_GRAMS);
  // Drinks weigh about a gram a millilitre; water takes nothing.
  if (wweia >= 7000 && wweia < 7700) return { kind: 'beverage', count: Math.max(1, Math.round(grams / ML_PER_FL_OZ)) };
  if (wweia === 4802 || wweia === 4804) return { kind: 'hot cereal', count: cups };
  if (wweia === 4202 || wweia === 4204 || wweia === 4206) return { kind: 'bread', count: items };
  if (wweia === 3702 || wweia === 3703) return { kind: 'burger', count: items };
  if (wweia > 3703 && wweia < 3800) return { kind: 'sandwich', count: items };
  if (wweia === 6410) return { kind: 'salad', count: 1 };
  if (wweia === 6804) return { kind: 'fries', count: cups };
  if ((wweia >= 6400 && wweia < 6500) || wweia === 6802 || wweia === 6806) return { kind: 'vegetable', count: cups };
  return null;
}

/**
 * The amount of a food put on or in its host, from the food's own FNDDS guideline amounts ('Guideline
 * amount per fl oz of beverage' × the drink's fl oz); null when USDA gives none for that kind of host.
 */
export function guidelineAmount(guidelines: readonly FoodPortion[], host: Host): PortionAnswer | null {
  for (const [label, kinds] of FITS) {
    if (!kinds.includes(host.kind)) continue;
    const row = guidelines.find((g) => label.test(g.label));
    if (!row) continue;
    const grams = Math.round(row.grams * host.count * 10) / 10;
    return { grams, quantity: `${formatGrams(grams)} g`, portion: row, times: host.count, basis: 'usual amount', certainty: 0.8 };
  }
  return null;
}
