// Reads the FNDDS foods, their portions and nutrients, and the SR28 foods and weights from the offline
// USDA files (../shared/fdc), for building the generated meal, recipe-line and common-search cases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FoodRef } from './case-schemas.ts';
import { csv, srRows } from './usda.ts';

export interface FnddsFood {
  code: string;
  description: string;
  wweia: number;
  /** Per 100 g, from the FNDDS nutrient values table. */
  kcal: number;
  carbs: number;
  /** Household portions as FNDDS publishes them ("1 cup", "1 can (12 fl oz)"), with their grams. */
  portions: { description: string; grams: number }[];
  /** The same food under another USDA id: the one SR or FNDDS food it is made of alone, and the Foundation food of that SR number. */
  same: FoodRef[];
  /** How many FNDDS recipes use this food (or the one SR food it is made of) as an ingredient. */
  uses: number;
}

export interface SrFood {
  ndb: string;
  description: string;
  kcal: number;
  carbs: number;
  /** SR28 household weights: amount, measure ("cup, chopped") and grams of that amount. */
  weights: { amount: number; measure: string; grams: number }[];
  /** How many FNDDS recipes use it as an ingredient. */
  uses: number;
  same: FoodRef[];
}

export interface UsdaTables {
  fndds: FnddsFood[];
  sr: Map<string, SrFood>;
}

/** WWEIA categories no adult logs as a meal: baby foods, formulas, human milk, uncategorised ingredients. */
export const notEaten = (wweia: number) => (wweia >= 9002 && wweia <= 9602) || wweia === 9999;

const padNdb = (code: string) => code.padStart(5, '0');

/** The ids the shipped seed holds: an id the app cannot log is no use in a case. */
export function seedRefs(): Set<string> {
  const file = fileURLToPath(new URL('../../db/seed/foods.jsonl.gz', import.meta.url));
  const refs = new Set<string>();
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    if (!line) continue;
    const f = JSON.parse(line) as { s: string; i: string };
    refs.add(`${f.s}:${f.i}`);
  }
  return refs;
}

/** Food ids joined into groups of the same food (union-find); `of` lists a group without the id asked. */
class SameFood {
  private parent = new Map<string, string>();
  private groups: Map<string, string[]> | null = null;
  private root(id: string): string {
    const p = this.parent.get(id) ?? id;
    if (p === id) return id;
    const r = this.root(p);
    this.parent.set(id, r);
    return r;
  }
  join(a: string, b: string): void {
    this.groups = null;
    this.parent.set(a, this.parent.get(a) ?? a);
    this.parent.set(b, this.parent.get(b) ?? b);
    const [ra, rb] = [this.root(a), this.root(b)];
    if (ra !== rb) this.parent.set(ra, rb);
  }
  of(id: string, keep: Set<string>): FoodRef[] {
    if (!this.groups) {
      this.groups = new Map();
      for (const x of [...this.parent.keys()].sort()) this.groups.set(this.root(x), [...(this.groups.get(this.root(x)) ?? []), x]);
    }
    return (this.groups.get(this.root(id)) ?? []).filter((x) => x !== id && keep.has(x)) as FoodRef[];
  }
}

/**
 * The same food under other USDA ids: an SR food and the Foundation food of its NDB number; an FNDDS
 * food and the SR or FNDDS food that makes up 90% or more of its recipe (salt and water aside) when
 * their energy per 100 g is within 10% (cooking in fat or drying out makes another food), and so the
 * FNDDS foods made of it; FNDDS and SR foods with the same description.
 */
export function readUsdaTables(fdcDir: string): UsdaTables {
  const survey = path.join(fdcDir, 'survey_fndds');
  const inSeed = seedRefs();
  const same = new SameFood();
  const foundationOf = new Map<string, string>();
  for (const r of csv(path.join(fdcDir, 'foundation', 'foundation_food.csv'))) {
    if (!r.NDB_number) continue;
    foundationOf.set(r.NDB_number, `f:${r.fdc_id}`);
    if (r.NDB_number.length <= 5) same.join(`r:${padNdb(r.NDB_number)}`, `f:${r.fdc_id}`);
  }
  // FNDDS ingredient codes: up to 5 digits an SR NDB number, 6 a Foundation one, 8 an FNDDS food code.
  const refOfInput = (code: string) => (code.length <= 5 ? `r:${padNdb(code)}` : code.length === 6 ? (foundationOf.get(code) ?? `n:${code}`) : `s:${code}`);

  const codeOf = new Map(csv(path.join(survey, 'survey_fndds_food.csv')).map((r) => [r.fdc_id!, r.food_code!]));
  const recipes = new Map<string, Map<string, number>>();
  const uses = new Map<string, number>();
  for (const r of csv(path.join(survey, 'input_food.csv'))) {
    if (!r.sr_code || /^(Salt, table|Beverages, water|Water)/i.test(r.sr_description!)) continue;
    const code = codeOf.get(r.fdc_id!)!;
    const input = refOfInput(r.sr_code);
    const recipe = recipes.get(code) ?? new Map<string, number>();
    recipe.set(input, (recipe.get(input) ?? 0) + Number(r.gram_weight));
    recipes.set(code, recipe);
    uses.set(input, (uses.get(input) ?? 0) + 1);
  }
  const rows = csv(path.join(survey, 'fndds_nutrient_values_2021_2023.csv'));
  const dir = path.join(fdcDir, 'sr28');
  const nutrients = new Map<string, { kcal: number; carbs: number }>();
  for (const [ndb, nutrient, value] of srRows(path.join(dir, 'NUT_DATA.txt'))) {
    const n = nutrients.get(`r:${ndb}`) ?? { kcal: NaN, carbs: NaN };
    if (nutrient === '208') n.kcal = Number(value);
    if (nutrient === '205') n.carbs = Number(value);
    nutrients.set(`r:${ndb}`, n);
  }
  for (const r of rows) nutrients.set(`s:${r['Food code']}`, { kcal: Number(r['Energy (kcal)']), carbs: Number(r['Carbohydrate (g)']) });
  const alike = (a: string, b: string) => {
    const [x, y] = [nutrients.get(a)?.kcal ?? NaN, nutrients.get(b)?.kcal ?? NaN];
    return Math.abs(x - y) <= 0.1 * Math.max(x, y, 1);
  };
  const mainInput = new Map<string, string>();
  for (const [code, recipe] of recipes) {
    const total = [...recipe.values()].reduce((a, b) => a + b, 0);
    const main = [...recipe].find(([, grams]) => grams >= 0.9 * total);
    if (main && main[0] !== `s:${code}` && alike(`s:${code}`, main[0])) {
      mainInput.set(code, main[0]);
      same.join(`s:${code}`, main[0]);
    }
  }

  const portions = new Map<string, FnddsFood['portions']>();
  for (const r of csv(path.join(survey, 'food_portion.csv'))) {
    const code = codeOf.get(r.fdc_id!);
    const grams = Number(r.gram_weight);
    if (code && grams > 0) portions.set(code, [...(portions.get(code) ?? []), { description: r.portion_description!, grams }]);
  }
  const srDescriptions = srRows(path.join(dir, 'FOOD_DES.txt'));
  const srByDescription = new Map(srDescriptions.map(([ndb, , description]) => [description!.toLowerCase(), ndb!]));
  for (const r of rows) {
    const ndb = srByDescription.get(r['Main food description']!.toLowerCase());
    if (ndb) same.join(`s:${r['Food code']}`, `r:${ndb}`);
  }
  const fndds = rows.map((r): FnddsFood => {
    const code = r['Food code']!;
    const main = mainInput.get(code);
    return {
      code,
      description: r['Main food description']!,
      wweia: Number(r['WWEIA Category number']),
      kcal: Number(r['Energy (kcal)']),
      carbs: Number(r['Carbohydrate (g)']),
      portions: portions.get(code) ?? [],
      same: same.of(`s:${code}`, inSeed),
      uses: (uses.get(`s:${code}`) ?? 0) + (main && !main.startsWith('s:') ? (uses.get(main) ?? 0) : 0),
    };
  });

  const sr = new Map<string, SrFood>();
  for (const [ndb, , description] of srDescriptions) {
    const { kcal, carbs } = nutrients.get(`r:${ndb}`) ?? { kcal: NaN, carbs: NaN };
    sr.set(ndb!, { ndb: ndb!, description: description!, kcal, carbs, weights: [], uses: uses.get(`r:${ndb}`) ?? 0, same: same.of(`r:${ndb}`, inSeed) });
  }
  for (const [ndb, , amount, measure, grams] of srRows(path.join(dir, 'WEIGHT.txt'))) {
    sr.get(ndb!)?.weights.push({ amount: Number(amount), measure: measure!, grams: Number(grams) });
  }
  return { fndds, sr };
}
