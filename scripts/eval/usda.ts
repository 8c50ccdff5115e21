// Reads energy and household portions straight from the offline USDA files (../shared/fdc), for
// building and checking the meal cases: the seed is the app's copy, the cases are checked against USDA.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FoodRef } from './case-schemas.ts';

export interface UsdaFood {
  kcalPer100g: number;
  /** Portion description as USDA publishes it → grams. */
  portions: Map<string, number>;
}

export type Row = Record<string, string>;
export const csv = (file: string): Row[] => parse(readFileSync(file), { columns: true, skip_empty_lines: true, bom: true });

/** SR28's caret files: fields split by ^, text wrapped in ~, latin1. */
export function srRows(file: string): string[][] {
  return readFileSync(file, 'latin1')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => l.split('^').map((f) => f.replace(/^~|~$/g, '')));
}

const amount = (text: string) => String(Number(text));

function add(foods: Map<FoodRef, UsdaFood>, ref: FoodRef): UsdaFood {
  let food = foods.get(ref);
  if (!food) foods.set(ref, (food = { kcalPer100g: NaN, portions: new Map() }));
  return food;
}

function readSurvey(dir: string, foods: Map<FoodRef, UsdaFood>): void {
  const codeOf = new Map(csv(path.join(dir, 'survey_fndds_food.csv')).map((r) => [r.fdc_id!, r.food_code!]));
  for (const r of csv(path.join(dir, 'fndds_nutrient_values_2021_2023.csv'))) add(foods, `s:${r['Food code']}`).kcalPer100g = Number(r['Energy (kcal)']);
  for (const r of csv(path.join(dir, 'food_portion.csv'))) {
    const code = codeOf.get(r.fdc_id!);
    if (code) add(foods, `s:${code}`).portions.set(r.portion_description!, Number(r.gram_weight));
  }
}

function readSr28(dir: string, foods: Map<FoodRef, UsdaFood>): void {
  for (const [ndb, nutrient, value] of srRows(path.join(dir, 'NUT_DATA.txt'))) {
    if (nutrient === '208') add(foods, `r:${ndb}`).kcalPer100g = Number(value);
  }
  for (const [ndb, , qty, desc, grams] of srRows(path.join(dir, 'WEIGHT.txt'))) add(foods, `r:${ndb}`).portions.set(`${amount(qty!)} ${desc}`, Number(grams));
}

function readFoundation(dir: string, foods: Map<FoodRef, UsdaFood>): void {
  const current = new Set(csv(path.join(dir, 'foundation_food.csv')).map((r) => r.fdc_id!));
  const units = new Map(csv(path.join(dir, 'measure_unit.csv')).map((r) => [r.id!, r.name!]));
  // Energy in kcal, else Atwater specific, else Atwater general (the README's order).
  const energy = new Map<string, [number, number]>();
  const order = new Map([['1008', 0], ['2048', 1], ['2047', 2]]);
  for (const r of csv(path.join(dir, 'food_nutrient.csv'))) {
    const rank = order.get(r.nutrient_id!);
    if (rank === undefined || !current.has(r.fdc_id!)) continue;
    const seen = energy.get(r.fdc_id!);
    if (!seen || rank < seen[0]) energy.set(r.fdc_id!, [rank, Number(r.amount)]);
  }
  for (const [id, [, kcal]] of energy) add(foods, `f:${id}`).kcalPer100g = kcal;
  for (const r of csv(path.join(dir, 'food_portion.csv'))) {
    if (!current.has(r.fdc_id!)) continue;
    const label = r.portion_description || [amount(r.amount!), units.get(r.measure_unit_id!), r.modifier].filter(Boolean).join(' ');
    add(foods, `f:${r.fdc_id}`).portions.set(label, Number(r.gram_weight));
  }
}

export function readUsda(fdcDir: string): Map<FoodRef, UsdaFood> {
  const foods = new Map<FoodRef, UsdaFood>();
  readSurvey(path.join(fdcDir, 'survey_fndds'), foods);
  readSr28(path.join(fdcDir, 'sr28'), foods);
  readFoundation(path.join(fdcDir, 'foundation'), foods);
  return foods;
}

export function readWweiaCategories(fdcDir: string): { number: number; name: string }[] {
  return csv(path.join(fdcDir, 'survey_fndds', 'wweia_food_category.csv')).map((r) => ({ number: Number(r.wweia_food_category), name: r.wweia_food_category_description! }));
}
