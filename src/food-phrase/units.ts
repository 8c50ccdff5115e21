/**
 * Units of mass and volume with their exact factors (NIST Handbook 44, US customary), and the unit,
 * measure and size words people say and USDA portions write.
 */

/** Exact by definition: the international avoirdupois pound and ounce. */
export const KG_PER_LB = 0.45359237;
export const G_PER_OZ = 28.349523125;
/** The stone of UK scales: 14 pounds. */
export const LB_PER_STONE = 14;
/** The thermochemical calorie: a food kcal is 4.184 kJ (labels and health apps use it). */
export const KJ_PER_KCAL = 4.184;
/** US customary volumes: a US gallon is 231 cubic inches, 3.785411784 l. */
export const ML_PER_FL_OZ = 29.5735295625;
export const ML_PER_CUP = 8 * ML_PER_FL_OZ;
export const ML_PER_TBSP = ML_PER_FL_OZ / 2;
export const ML_PER_TSP = ML_PER_FL_OZ / 6;
export const ML_PER_PINT = 16 * ML_PER_FL_OZ;
export const ML_PER_QUART = 32 * ML_PER_FL_OZ;
export const ML_PER_GALLON = 128 * ML_PER_FL_OZ;

export type MassUnit = 'g' | 'kg' | 'oz' | 'lb' | 'mg';
export type VolumeUnit = 'ml' | 'l' | 'cup' | 'tbsp' | 'tsp' | 'fl oz' | 'glass' | 'pint' | 'quart' | 'gallon' | 'mug';
export type CountUnit =
  | 'slice' | 'piece' | 'can' | 'bottle' | 'bowl' | 'handful' | 'serving' | 'plate' | 'scoop' | 'bar' | 'packet'
  | 'stick' | 'fillet' | 'patty' | 'cookie' | 'container' | 'wedge' | 'clove' | 'leaf' | 'stalk' | 'strip' | 'sandwich' | 'box';
export type Unit = MassUnit | VolumeUnit | CountUnit;
export type Size = 'small' | 'medium' | 'large' | 'extra large';

export const GRAMS_PER: ReadonlyMap<Unit, number> = new Map<Unit, number>([['mg', 0.001], ['g', 1], ['kg', 1000], ['oz', G_PER_OZ], ['lb', KG_PER_LB * 1000]]);
/** Glass and mug are the usual 8 and 12 fl oz; the others are exact. */
export const ML_PER: ReadonlyMap<Unit, number> = new Map<Unit, number>([
  ['ml', 1], ['l', 1000], ['cup', ML_PER_CUP], ['tbsp', ML_PER_TBSP], ['tsp', ML_PER_TSP], ['fl oz', ML_PER_FL_OZ], ['glass', ML_PER_CUP],
  ['pint', ML_PER_PINT], ['quart', ML_PER_QUART], ['gallon', ML_PER_GALLON], ['mug', 12 * ML_PER_FL_OZ],
]);

const UNIT_WORDS: [Unit, string[]][] = [
  ['g', ['g', 'gr', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes']],
  ['kg', ['kg', 'kilo', 'kilos', 'kilogram', 'kilograms']],
  ['mg', ['mg', 'milligram', 'milligrams']],
  ['oz', ['oz', 'ozs', 'ounce', 'ounces']],
  ['lb', ['lb', 'lbs', 'pound', 'pounds']],
  ['ml', ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres']],
  ['l', ['l', 'liter', 'liters', 'litre', 'litres']],
  ['cup', ['cup', 'cups', 'cupful']],
  ['tbsp', ['tbsp', 'tbsps', 'tbs', 'tbl', 'tblsp', 'tablespoon', 'tablespoons']],
  ['tsp', ['tsp', 'tsps', 'teaspoon', 'teaspoons']],
  ['fl oz', ['fl_oz']],
  ['glass', ['glass', 'glasses']],
  ['pint', ['pint', 'pints']],
  ['quart', ['quart', 'quarts', 'qt']],
  ['gallon', ['gallon', 'gallons', 'gal']],
  ['mug', ['mug', 'mugs']],
  ['slice', ['slice', 'slices', 'slc', 'slcs']],
  ['piece', ['piece', 'pieces', 'pc', 'pcs']],
  ['can', ['can', 'cans', 'tin', 'tins']],
  ['bottle', ['bottle', 'bottles']],
  ['bowl', ['bowl', 'bowls', 'bowlful']],
  ['handful', ['handful', 'handfuls']],
  ['serving', ['serving', 'servings', 'helping', 'helpings', 'portion', 'portions']],
  ['plate', ['plate', 'plates', 'plateful']],
  ['scoop', ['scoop', 'scoops']],
  ['bar', ['bar', 'bars']],
  ['packet', ['packet', 'packets', 'pack', 'packs', 'package', 'packages', 'pkg', 'pkgs', 'bag', 'bags', 'pouch', 'pouches']],
  ['stick', ['stick', 'sticks']],
  ['fillet', ['fillet', 'fillets', 'filet', 'filets']],
  ['patty', ['patty', 'patties']],
  ['container', ['container', 'containers', 'tub', 'tubs', 'carton', 'cartons', 'jar', 'jars', 'tray', 'trays']],
  ['wedge', ['wedge', 'wedges']],
  ['clove', ['clove', 'cloves']],
  ['leaf', ['leaf', 'leaves']],
  ['stalk', ['stalk', 'stalks']],
  ['strip', ['strip', 'strips', 'rasher', 'rashers']],
  ['box', ['box', 'boxes']],
];
const UNITS = new Map<string, Unit>(UNIT_WORDS.flatMap(([unit, words]) => words.map((w): [string, Unit] => [w, unit])));

/** Two-word units and sizes, joined into one token before lookup. */
const PHRASES: [RegExp, string][] = [
  [/\bfl\.? ?oz\b|\bfluid (?:ounces?|oz)\b/g, 'fl_oz'],
  // A soup spoon and a coffee spoon, as much of Europe measures.
  [/\b(?:table|soup) ?spoons?\b/g, 'tbsp'],
  [/\b(?:tea|coffee) ?spoons?\b/g, 'tsp'],
  [/\bextra[ -]large\b/g, 'extra_large'],
];

export function joinUnitPhrases(text: string): string {
  return PHRASES.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Centilitres and decilitres, as European cans and menus say them ('33 cl'), read in millilitres. */
export function inMillilitres(text: string): string {
  return text.replace(/(\d+(?:\.\d+)?) (cl|dl|centilit(?:re|er)s?|decilit(?:re|er)s?)\b/g, (_, n: string, unit: string) => `${Math.round(Number(n) * (unit.startsWith('c') ? 10 : 100) * 1000) / 1000} ml`);
}

/** 'c' is a cup only after a number ('2 c rice', '1 c. milk'; 'vitamin c' is no unit). */
export function cupAfterNumber(text: string): string {
  return text.replace(/(\d) c\b(?!['-])\.?(?!\d)/g, '$1 cup');
}

export function unitFor(word: string): Unit | null {
  return UNITS.get(word) ?? null;
}

const SIZES = new Map<string, Size>([
  ['small', 'small'], ['sm', 'small'], ['little', 'small'], ['mini', 'small'], ['thin', 'small'],
  ['medium', 'medium'], ['med', 'medium'], ['md', 'medium'], ['regular', 'medium'],
  ['large', 'large'], ['lg', 'large'], ['lrg', 'large'], ['big', 'large'], ['thick', 'large'],
  ['extra_large', 'extra large'], ['xl', 'extra large'], ['huge', 'extra large'], ['jumbo', 'extra large'],
]);

/** A unit or size written short ('oz', 'tbsp', 'lg'): its period is its own, where a written-out one's ends a sentence. */
export function isAbbreviation(word: string): boolean {
  return !/[aeiou]/.test(word) || ['oz', 'ozs', 'gal', 'med'].includes(word);
}

export function sizeFor(word: string): Size | null {
  return SIZES.get(word) ?? null;
}

export function isMass(unit: Unit): boolean {
  return GRAMS_PER.has(unit);
}

export function isVolume(unit: Unit): boolean {
  return ML_PER.has(unit);
}

const NO_PLURAL = new Set<Unit>(['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'l', 'tbsp', 'tsp', 'fl oz']);

/** '2 cups', '1 slice', '100 g', '2 glasses', '3 patties'. */
export function unitText(unit: Unit, amount: number): string {
  return amount <= 1 || NO_PLURAL.has(unit) ? unit : plural(unit);
}

/** A rough English plural for unit and item words. */
export function plural(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (word.endsWith('leaf')) return `${word.slice(0, -1)}ves`;
  return `${word}s`;
}
