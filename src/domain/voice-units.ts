/** Units and household measures a person says, mapped to one name each. */

import { lookupTable } from './lookup.ts';
export type MassUnit = 'g' | 'kg' | 'oz' | 'lb' | 'mg';
export type VolumeUnit = 'ml' | 'l' | 'cup' | 'tbsp' | 'tsp' | 'fl oz' | 'glass' | 'pint' | 'mug';
export type CountUnit =
  | 'slice' | 'piece' | 'can' | 'bottle' | 'bowl' | 'handful' | 'serving' | 'plate' | 'scoop' | 'bar' | 'packet'
  | 'stick' | 'fillet' | 'patty' | 'cookie' | 'container' | 'portion' | 'wedge' | 'clove' | 'leaf' | 'stalk' | 'strip' | 'sandwich' | 'box';
export type Unit = MassUnit | VolumeUnit | CountUnit;
export type Size = 'small' | 'medium' | 'large';

export const GRAMS_PER: Record<MassUnit, number> = { mg: 0.001, g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
export const ML_PER: Record<VolumeUnit, number> = { ml: 1, l: 1000, cup: 236.6, tbsp: 14.79, tsp: 4.93, 'fl oz': 29.57, glass: 240, pint: 473, mug: 300 };

const ALIASES = lookupTable<Unit>({
  g: 'g', gr: 'g', gram: 'g', grams: 'g', gramme: 'g', grammes: 'g', kg: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg',
  mg: 'mg', oz: 'oz', ounce: 'oz', ounces: 'oz', lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  ml: 'ml', milliliter: 'ml', milliliters: 'ml', millilitre: 'ml', millilitres: 'ml', l: 'l', liter: 'l', liters: 'l', litre: 'l', litres: 'l',
  cup: 'cup', cups: 'cup', tbsp: 'tbsp', tbs: 'tbsp', tablespoon: 'tbsp', tablespoons: 'tbsp', tsp: 'tsp', teaspoon: 'tsp', teaspoons: 'tsp',
  glass: 'glass', glasses: 'glass', pint: 'pint', pints: 'pint', mug: 'mug', mugs: 'mug',
  slice: 'slice', slices: 'slice', piece: 'piece', pieces: 'piece', can: 'can', cans: 'can', tin: 'can', tins: 'can',
  bottle: 'bottle', bottles: 'bottle', bowl: 'bowl', bowls: 'bowl', bowlful: 'bowl', handful: 'handful', handfuls: 'handful',
  serving: 'serving', servings: 'serving', helping: 'serving', helpings: 'serving', plate: 'plate', plates: 'plate', plateful: 'plate',
  scoop: 'scoop', scoops: 'scoop', bar: 'bar', bars: 'bar', packet: 'packet', packets: 'packet', pack: 'packet', bag: 'packet', bags: 'packet',
  stick: 'stick', sticks: 'stick', fillet: 'fillet', fillets: 'fillet', filet: 'fillet', patty: 'patty', patties: 'patty',
  container: 'container', containers: 'container', tub: 'container', portion: 'portion', portions: 'portion',
  wedge: 'wedge', wedges: 'wedge', clove: 'clove', cloves: 'clove', leaf: 'leaf', leaves: 'leaf', stalk: 'stalk', stalks: 'stalk',
  strip: 'strip', strips: 'strip', rasher: 'strip', rashers: 'strip', box: 'box', boxes: 'box',
});

/** Two-word units, joined before lookup. */
const PHRASES: [RegExp, string][] = [
  [/\bfl\.? ?oz\b|\bfluid ounces?\b/g, 'fl_oz'],
  [/\btable ?spoons?\b/g, 'tbsp'],
  [/\btea ?spoons?\b/g, 'tsp'],
];

export function joinUnitPhrases(text: string): string {
  return PHRASES.reduce((t, [re, to]) => t.replace(re, to), text);
}

export function unitFor(word: string): Unit | null {
  if (word === 'fl_oz') return 'fl oz';
  return ALIASES[word] ?? null;
}

const SIZES = lookupTable<Size>({ small: 'small', little: 'small', mini: 'small', medium: 'medium', regular: 'medium', large: 'large', big: 'large', huge: 'large', jumbo: 'large', thick: 'large', thin: 'small' });

export function sizeFor(word: string): Size | null {
  return SIZES[word] ?? null;
}

export function isMass(unit: Unit): unit is MassUnit {
  return unit in GRAMS_PER;
}

export function isVolume(unit: Unit): unit is VolumeUnit {
  return unit in ML_PER;
}

const NO_PLURAL = new Set<Unit>(['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'l', 'tbsp', 'tsp', 'fl oz']);

/** '2 cups', '1 slice', '100 g', '2 glasses'. */
export function unitText(unit: Unit, amount: number): string {
  if (amount <= 1 || NO_PLURAL.has(unit)) return unit;
  if (/(s|x|ch|sh)$/.test(unit)) return `${unit}es`;
  if (unit === 'patty') return 'patties';
  if (unit === 'leaf') return 'leaves';
  return `${unit}s`;
}
