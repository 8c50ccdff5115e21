// Recipe ingredient lines with USDA gram truth: the SR28 foods FNDDS recipes use most, each with a
// household weight from SR28 (WEIGHT.txt) or a weight stated in pounds, ounces or grams (exact
// conversion), written as recipe sites write them.
import type { FoodRef, RecipeLineCase } from './case-schemas.ts';
import type { SrFood } from './fndds-foods.ts';
import { byName, foodName, plural, sayable } from './food-names.ts';
import { pickWith, seeded } from './meal-phrasing.ts';
import { G_PER_OZ as OUNCE_G, KG_PER_LB } from '../../src/food-phrase/units.ts';

const POUND_G = KG_PER_LB * 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const FRACTIONS = new Map([[0.25, '1/4'], [1 / 3, '1/3'], [0.5, '1/2'], [0.75, '3/4'], [1.5, '1 1/2']]);
const written = (n: number) => FRACTIONS.get(n) ?? String(n);

/** Lines written by hand, each with the USDA weight or conversion its grams come from. */
const HAND_WRITTEN: RecipeLineCase[] = [
  { line: '1 (28 ounce) can crushed tomatoes', means: 'Tomatoes, crushed, canned', accept: ['r:11693'], grams: round1(28 * OUNCE_G), source: 'net weight on the can: 28 oz × 28.349523125 g' },
  { line: '2 cups rolled oats', means: 'Cereals, oats, regular and quick, not fortified, dry', accept: ['r:08120'], grams: 162, source: 'SR28 WEIGHT 08120: 1 cup = 81 g' },
  { line: '1/2 teaspoon salt', means: 'Salt, table', accept: ['r:02047'], grams: 3, source: 'SR28 WEIGHT 02047: 1 tsp = 6 g' },
  { line: '1 pound ground turkey', means: 'Ground turkey, raw', accept: ['r:05305'], grams: 453.6, source: 'SR28 WEIGHT 05305: 1 lb = 453.6 g' },
  { line: '2 large eggs, beaten', means: 'Egg, whole, raw, fresh', accept: ['r:01123'], grams: 100, source: 'SR28 WEIGHT 01123: 1 large = 50 g' },
  { line: '2 1/4 cups all-purpose flour', means: 'Wheat flour, white, all-purpose, enriched, bleached', accept: ['r:20081'], grams: 281.3, source: 'SR28 WEIGHT 20081: 1 cup = 125 g' },
];

const UNIT_WORDS = new Map([
  ['cup', ['cup', 'cups']],
  ['tbsp', ['tablespoon', 'tablespoons']],
  ['tsp', ['teaspoon', 'teaspoons']],
  ['oz', ['ounce', 'ounces']],
  ['lb', ['pound', 'pounds']],
]);
const SIZES = /^(small|medium|large|extra large|jumbo)$/;
const COUNTS = new Map([
  ['cup', [0.25, 1 / 3, 0.5, 0.75, 1, 1.5, 2]],
  ['tbsp', [1, 2, 3]],
  ['tsp', [0.5, 1, 2]],
]);
const NOTES = ['', '', '', ', divided', ', or to taste', ' (optional)', ', at room temperature'];

/** `count` lines, one per food, from the foods FNDDS recipes use most; the hand-written lines first. */
export function buildRecipeLines(sr: Map<string, SrFood>, inSeed: Set<string>, count: number, seed: number): RecipeLineCase[] {
  const random = seeded(seed);
  const pick = pickWith(random);
  // Only ids the app can log: SR28 crushed tomatoes are in the seed as the Foundation food.
  const lines = HAND_WRITTEN.map((l) => ({ ...l, accept: [...l.accept, ...(sr.get(l.accept[0]!.slice(2))?.same ?? [])].filter((r) => inSeed.has(r)) }));
  const names = new Set(HAND_WRITTEN.map((l) => l.means));
  const usable = [...sr.values()].filter((f) => Number.isFinite(f.kcal) && inSeed.has(`r:${f.ndb}`) && sayable(f.description) && !/^(Beverages, water|Alcoholic|Fast Food|Restaurant)/.test(f.description));
  // One food per name, the one FNDDS recipes use most; the others of that name within 10% energy are accepted too.
  const foods = byName(usable, (f) => foodName(f.description), (f) => f.kcal, (a, b) => b.uses - a.uses || a.ndb.localeCompare(b.ndb))
    .filter(({ food }) => food.uses > 0)
    .sort((a, b) => b.food.uses - a.food.uses || a.food.ndb.localeCompare(b.food.ndb));
  for (const { food, name, alike } of foods) {
    if (lines.length >= count) break;
    if (names.has(food.description)) continue;
    const said = saidWeight(food, name, pick);
    if (!said) continue;
    names.add(food.description);
    const accept = [...new Set([`r:${food.ndb}` as FoodRef, ...food.same, ...alike.flatMap((a) => [`r:${a.ndb}` as FoodRef, ...a.same])])];
    lines.push({ line: `${said.line}${pick(NOTES)}`, means: food.description, accept, grams: round1(said.grams), source: said.source });
  }
  return lines;
}

function saidWeight(food: SrFood, name: string, pick: <T>(o: readonly T[]) => T): { line: string; grams: number; source: string } | null {
  const usable = food.weights.flatMap((w) => {
    const [unit, ...rest] = w.measure.replace(/\([^)]*\)/g, '').split(',').map((s) => s.trim());
    const how = rest.find((r) => /^(chopped|sliced|diced|shredded|grated|minced|packed|melted|mashed|cubed)$/.test(r));
    if (UNIT_WORDS.has(unit!) || SIZES.test(unit!)) return [{ ...w, unit: unit!, how: how ?? '' }];
    return [];
  });
  const stated = pick(['household', 'household', 'household', 'weight'] as const);
  // Pounds and grams are said of bulk ingredients (meat, flour, vegetables), not of a spice or a leavening.
  const bulk = food.weights.some((w) => w.grams / w.amount >= 100);
  if (!bulk && usable.length === 0) return null;
  if (bulk && (stated === 'weight' || usable.length === 0)) {
    const [words, grams, source] = pick([
      ['1 pound', POUND_G, '1 lb = 453.59237 g'],
      ['8 ounces', 8 * OUNCE_G, '8 oz × 28.349523125 g'],
      ['200 g', 200, 'stated in grams'],
      ['1/2 pound', POUND_G / 2, '1/2 lb = 226.796 g'],
    ] as const);
    return { line: `${words} ${name}`, grams, source };
  }
  const w = pick(usable);
  const per = w.grams / w.amount;
  const source = `SR28 WEIGHT ${food.ndb}: ${w.amount} ${w.measure} = ${w.grams} g`;
  if (SIZES.test(w.unit)) {
    const n = pick([1, 2, 3]);
    return { line: `${n} ${w.unit} ${n > 1 ? plural(name) : name}`, grams: n * per, source };
  }
  const n = pick(COUNTS.get(w.unit) ?? [1, 2]);
  const [one, many] = UNIT_WORDS.get(w.unit)!;
  return { line: `${written(n)} ${n > 1 ? many : one} ${w.how ? `${w.how} ` : ''}${name}`, grams: n * per, source };
}
