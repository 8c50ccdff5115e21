// Builds meal descriptions from FNDDS foods and portions, labelled with grams, kcal and carbohydrate
// from FNDDS nutrient values. Foods are split into two halves by a hash of their food code; each
// half is worded by its own phrasing file.
import { createHash } from 'node:crypto';
import type { FoodRef, GeneratedMealCase } from './case-schemas.ts';
import { notEaten, type FnddsFood } from './fndds-foods.ts';
import { byName, foodName, plural, sayable } from './food-names.ts';
import { pickWith, seeded, type Amount, type Phrasing, type SaidFood } from './meal-phrasing.ts';
import { G_PER_OZ as OUNCE_G, ML_PER_FL_OZ as FL_OZ_ML } from '../../src/food-phrase/units.ts';

export type Half = 'dev' | 'test';

const isDrink = (wweia: number) => (wweia >= 1002 && wweia <= 1402) || wweia === 1902 || (wweia >= 7002 && wweia <= 7804);

/** A food code's half, from a hash of the code: the same on every run and machine. */
export const halfOf = (code: string): Half => (createHash('sha256').update(code).digest()[0]! % 2 === 0 ? 'dev' : 'test');

const round1 = (n: number) => Math.round(n * 10) / 10;
const roundGrams = (g: number) => (g < 50 ? Math.max(5, Math.round(g / 5) * 5) : Math.round(g / 10) * 10);

const MEASURES = /^(cup|tablespoon|teaspoon|slice|piece|bar|stick|package|packet|pouch|can|bottle|bowl|scoop|patty|fillet|link|strip|wedge|spear|sheet|stalk|container|glass|bag|box|jar|tub|shot|jigger|cookie|cracker|chip|nugget|wing|drumstick|roll|bun|biscuit|muffin|tortilla|taco|burrito|sandwich|egg|pancake|waffle|nut|pretzel|steak)$/;
const SIZES = /^(small|medium|large|extra large|jumbo|miniature)$/;
const SKIP = /not specified|guideline|cubic inch|surface inch|yields|with ice|any size|calorie package|\bNS\b|NFS|\//i;

/** The portions of a food a person could state, as amounts with their grams; the amount counts once. */
export function portionAmounts(food: FnddsFood, name: string): { amount: Amount; grams: number }[] {
  const out: { amount: Amount; grams: number }[] = [];
  for (const p of food.portions) {
    if (SKIP.test(p.description) && !/\(NFS\)|\(no ice\)/.test(p.description)) continue;
    const m = /^(\d+(?:\.\d+)?) (.+)$/.exec(p.description);
    if (!m || Number(m[1]) !== 1) continue;
    const rest = m[2]!;
    const container = /^(can|bottle|carton|pouch|box|jar|bag|container|package) \((\d+(?:\.\d+)?) (fl oz|oz)\)$/.exec(rest);
    if (container) {
      out.push({ amount: { kind: 'container', container: container[1]!, size: `${container[2]} ${container[3]}` }, grams: p.grams });
      continue;
    }
    const unit = rest.replace(/\([^)]*\)/g, '').split(',')[0]!.trim();
    if (unit === 'fl oz' || unit === 'oz') out.push({ amount: { kind: 'ounces', ounces: 1, fluid: unit === 'fl oz' }, grams: p.grams });
    else if (SIZES.test(unit)) out.push({ amount: { kind: 'size', count: 1, size: unit }, grams: p.grams });
    else if (MEASURES.test(unit) && name.split(' ').pop()!.startsWith(unit)) out.push({ amount: { kind: 'pieces', count: 1 }, grams: p.grams });
    else if (MEASURES.test(unit)) out.push({ amount: { kind: 'measure', count: 1, unit, units: plural(unit) }, grams: p.grams });
  }
  return out;
}

interface Candidate {
  food: FnddsFood;
  name: string;
  portions: { amount: Amount; grams: number }[];
  weight: number;
}

/** The foods a meal may name: sayable, with energy and a stated portion, in a category adults eat. */
export function candidates(foods: FnddsFood[]): Candidate[] {
  const eaten = foods.filter((f) => !notEaten(f.wweia) && Number.isFinite(f.kcal) && Number.isFinite(f.carbs) && sayable(f.description));
  return byName(eaten, fnddsName, (f) => f.kcal, plainestFirst)
    .map(({ food, name, alike }) => {
      // Foods used often as ingredients in FNDDS recipes are common; many qualifiers mark a rare variant.
      const weight = (1 + Math.log1p(food.uses)) / food.description.split(',').length;
      const same = [...new Set([...food.same, ...alike.flatMap((a) => [`s:${a.code}` as FoodRef, ...a.same])])].filter((r) => r !== `s:${food.code}`);
      return { food: { ...food, same }, name, portions: portionAmounts(food, name), weight };
    })
    .filter((c) => c.portions.length > 0);
}

/** The name people give an FNDDS food; a fruit is raw unless said otherwise. */
export const fnddsName = (f: FnddsFood) => foodName(f.description, { dropRaw: f.wweia >= 6002 && f.wweia < 6100 });
/** The plainest of foods with one name: the shortest description. */
export const plainestFirst = (a: FnddsFood, b: FnddsFood) => a.description.length - b.description.length || a.code.localeCompare(b.code);

/** Scales one portion to an amount said: a count of it, its grams, ounces or millilitres. */
function sayAmount(c: Candidate, random: () => number): { amount: Amount; grams: number } {
  const pick = pickWith(random);
  // Fats, condiments and sugars are said by the spoonful or packet, not by the cup.
  const small = c.portions.filter((p) => p.grams <= 30);
  const portion = pick(c.food.wweia >= 8002 && c.food.wweia <= 8806 && small.length ? small : c.portions);
  const drink = isDrink(c.food.wweia);
  const flOz = c.portions.find((p) => p.amount.kind === 'ounces' && p.amount.fluid);
  const roll = random();
  const grams = roundGrams(portion.grams * pick([0.5, 1, 1, 1.5, 2]));
  if (roll < 0.3 && !drink && grams >= 10) {
    return { amount: { kind: 'grams', grams, about: random() < 0.4 }, grams };
  }
  if (roll < 0.45 && drink && flOz) {
    const ml = pick([200, 250, 330, 355, 500]);
    return { amount: { kind: 'millilitres', ml }, grams: round1((flOz.grams * ml) / FL_OZ_ML) };
  }
  if (roll < 0.42 && !drink && portion.amount.kind !== 'ounces') {
    const ounces = Math.max(1, Math.round((portion.grams * pick([1, 1.5, 2])) / OUNCE_G));
    return { amount: { kind: 'ounces', ounces, fluid: false }, grams: round1(ounces * OUNCE_G) };
  }
  const a = portion.amount;
  if (a.kind === 'ounces') {
    const ounces = a.fluid && drink ? pick([8, 12, 16, 20]) : pick([1, 2, 3, 4, 6]);
    return { amount: { ...a, ounces }, grams: round1(portion.grams * ounces) };
  }
  if (a.kind !== 'measure' && a.kind !== 'size' && a.kind !== 'pieces') return { amount: a, grams: portion.grams };
  const count =
    a.kind === 'measure' && /^(cup|bowl)$/.test(a.unit) ? pick([0.5, 1, 1, 1.5, 2]) : a.kind === 'pieces' ? pick(portion.grams < 40 ? [2, 3, 4, 5, 6, 10, 12] : [1, 1, 2, 3]) : a.kind === 'size' ? pick([1, 1, 2]) : pick([1, 1, 2, 3]);
  return { amount: { ...a, count }, grams: round1(portion.grams * count) };
}

/** `count` meal descriptions of one half: its foods only, worded by its phrasing only. */
export function generateMeals(all: Candidate[], half: Half, phrasing: Phrasing, count: number, seed: number): GeneratedMealCase[] {
  const random = seeded(seed);
  const pick = pickWith(random);
  const byCategory = new Map<number, Candidate[]>();
  for (const c of all.filter((x) => halfOf(x.food.code) === half)) byCategory.set(c.food.wweia, [...(byCategory.get(c.food.wweia) ?? []), c]);
  const categories = [...byCategory.keys()].sort((a, b) => a - b);
  // Every WWEIA category equally likely; within one, foods by their weight.
  const draw = (): Candidate => {
    const pool = byCategory.get(pick(categories))!;
    let r = random() * pool.reduce((s, c) => s + c.weight, 0);
    return pool.find((c) => (r -= c.weight) < 0) ?? pool[pool.length - 1]!;
  };
  const cases: GeneratedMealCase[] = [];
  const texts = new Set<string>();
  while (cases.length < count) {
    const n = pick([1, 1, 2, 2, 2, 3]);
    const chosen: Candidate[] = [];
    while (chosen.length < n) {
      const c = draw();
      if (!chosen.some((x) => x.name === c.name)) chosen.push(c);
    }
    const said = chosen.map((c) => ({ c, ...sayAmount(c, random) }));
    const phrases = said.map(({ c, amount }) => phrasing.food({ name: c.name, plural: plural(c.name), drink: isDrink(c.food.wweia), amount } satisfies SaidFood, pick));
    const text = phrasing.meal(phrases, pick, chosen.every((c) => isDrink(c.food.wweia)));
    if (texts.has(text)) continue;
    texts.add(text);
    const items = said.map(({ c, amount, grams }) => ({
      means: c.food.description,
      accept: [`s:${c.food.code}` as FoodRef, ...c.food.same],
      amount: amount.kind,
      grams,
      kcal: round1((c.food.kcal * grams) / 100),
      carbs: round1((c.food.carbs * grams) / 100),
    }));
    cases.push({ text, items, kcal: round1(items.reduce((s, i) => s + i.kcal, 0)), carbs: round1(items.reduce((s, i) => s + i.carbs, 0)) });
  }
  return cases;
}
