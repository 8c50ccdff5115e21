import type { Aisle } from './shopping-aisle.ts';
import { lookupTable } from './lookup.ts';

export interface Portion {
  label: string;
  grams: number;
}

type Style = 'count' | 'spoon' | 'cup';

/** How a section is usually bought; weight is always the fallback (meat, grains, pulses, nuts). */
const STYLES: Record<Aisle, Style[]> = {
  Produce: ['count'],
  'Meat & Seafood': [],
  'Dairy & Eggs': ['count', 'cup'],
  'Grains & Bakery': ['count'],
  'Beans & Tofu': [],
  'Nuts & Seeds': [],
  Pantry: ['spoon'],
  'Spices & Oils': ['spoon', 'cup'],
};

const SIZES = ['medium', 'large', 'small'] as const;
const NOUNS = [
  'clove', 'slice', 'tortilla', 'pita', 'muffin', 'cake', 'stalk', 'spear', 'bunch', 'head', 'container', 'date', 'pepper',
  'fruit', 'fillet', 'avocado', 'cucumber', 'eggplant', 'sprout', 'leek', 'potato', 'squash',
];
const PLURALS = lookupTable<string>({ bunch: 'bunches', fruit: 'fruit', potato: 'potatoes', squash: 'squashes' });

interface CountUnit {
  word: string;
  grams: number;
  rank: number;
}

/** '1 stalk, medium' → stalk (medium size); '1 large' → large; '1 cup' → none. */
function countUnit(p: Portion, preferred: string): CountUnit | null {
  const text = p.label.trim().toLowerCase();
  if (!text.startsWith('1 ') || p.grams <= 0) return null;
  const words = text.slice(2).split(/[^a-z]+/).filter(Boolean);
  const noun = NOUNS.includes(words[0] ?? '') ? words[0]! : null;
  // A size names the item itself ('1 large', '1 medium whole'), not a box ('1 small box').
  const sized = noun !== null || words.length === 1 || words[1] === 'whole';
  const size = sized ? (SIZES.find((s) => words.includes(s)) ?? null) : null;
  if (!noun && !size) return null;
  const rank = size === preferred ? 0 : size === null ? 1 : size === 'medium' || size === 'large' ? 2 : 3;
  return { word: noun ?? size!, grams: p.grams, rank };
}

function plural(word: string, n: number): string {
  if (n === 1 || (SIZES as readonly string[]).includes(word)) return word;
  return PLURALS[word] ?? `${word}s`;
}

function portionGrams(portions: readonly Portion[], labels: string[]): number | null {
  const norm = (l: string) => l.trim().toLowerCase();
  const exact = portions.find((p) => labels.includes(norm(p.label)));
  const loose = portions.find((p) => labels.some((l) => norm(p.label).startsWith(`${l},`) || norm(p.label).startsWith(`${l} (`)));
  return (exact ?? loose)?.grams ?? null;
}

const FRACTIONS: [number, string][] = [[0.25, '1/4'], [0.5, '1/2'], [0.75, '3/4']];

/** 1.5 → '1 1/2': the nearest quarter, never below a quarter. */
export function quarters(n: number): string {
  const q = Math.max(0.25, Math.round(n * 4) / 4);
  const whole = Math.floor(q);
  const frac = FRACTIONS.find(([f]) => Math.abs(q - whole - f) < 1e-9)?.[1];
  if (!frac) return String(whole);
  return whole > 0 ? `${whole} ${frac}` : frac;
}

export function formatWeight(grams: number): string {
  if (grams >= 1000) return `${Math.round(grams / 100) / 10} kg`;
  if (grams >= 50) return `${Math.round(grams / 5) * 5} g`;
  return `${Math.max(1, Math.round(grams))} g`;
}

function inStyle(style: Style, grams: number, portions: readonly Portion[], aisle: Aisle): string | null {
  const weight = formatWeight(grams);
  if (style === 'count') {
    const preferred = aisle === 'Dairy & Eggs' ? 'large' : 'medium';
    const units = portions.map((p) => countUnit(p, preferred)).filter((u): u is CountUnit => u !== null);
    const unit = units.sort((a, b) => a.rank - b.rank)[0];
    if (!unit) return null;
    // Whole items, rounding up unless only a sliver over.
    const n = Math.max(1, Math.ceil(grams / unit.grams - 0.15));
    return n > 60 ? null : `${n} ${plural(unit.word, n)} (${weight})`;
  }
  const cup = portionGrams(portions, ['1 cup']);
  if (style === 'cup') {
    if (!cup || grams < cup * 0.5) return null;
    return `${quarters(grams / cup)} ${grams / cup >= 1.125 ? 'cups' : 'cup'} (${weight})`;
  }
  const tbsp = portionGrams(portions, ['1 tbsp', '1 tablespoon']) ?? (cup ? cup / 16 : null);
  const tsp = portionGrams(portions, ['1 tsp', '1 teaspoon']) ?? (tbsp ? tbsp / 3 : null);
  if (tbsp && grams >= tbsp * 0.9 && grams < tbsp * 8) return `${quarters(grams / tbsp)} tbsp (${weight})`;
  if (tsp && grams < tsp * 3) return grams < tsp * 0.2 ? 'a pinch' : `${quarters(grams / tsp)} tsp`;
  return null;
}

/**
 * A household quantity for a total weight: '6 large (300 g)', '2 tbsp (27 g)', '1 1/2 cups (360 g)',
 * or the weight alone ('450 g') when the food is bought by weight or has no fitting portion.
 */
export function householdQuantity(grams: number, portions: readonly Portion[], aisle: Aisle): string {
  for (const style of STYLES[aisle]) {
    const text = inStyle(style, grams, portions, aisle);
    if (text) return text;
  }
  return formatWeight(grams);
}
