import { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { emptyNutrients, type FoodRecord, type Nutrients } from '../../src-server/food-data/food-record.ts';
import { srPortionLabel } from '../../src-server/food-data/portion-label.ts';

/** One SR28 ASCII line: fields split on '^', text fields wrapped in '~', empty means null. */
export function parseSrLine(line: string): (string | null)[] {
  return line.replace(/\r$/, '').split('^').map((field) => {
    const value = field.startsWith('~') && field.endsWith('~') && field.length >= 2 ? field.slice(1, -1) : field;
    return value === '' ? null : value;
  });
}

// SR Nutr_No → our nutrient key.
const SR_NUTRIENTS: Record<string, keyof Nutrients> = {
  '208': 'calories',
  '268': 'energyKj',
  '203': 'protein',
  '204': 'fats',
  '205': 'carbs',
  '291': 'fiber',
  '269': 'sugar',
  '307': 'sodium',
  '606': 'saturatedFat',
  '221': 'alcohol',
};

export async function* srLines(file: string): AsyncGenerator<(string | null)[]> {
  const lines = readline.createInterface({ input: createReadStream(file, { encoding: 'latin1' }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() !== '') yield parseSrLine(line);
  }
}

export async function readSr28(folder: string): Promise<FoodRecord[]> {
  const groups = new Map<string, string>();
  for await (const [code, desc] of srLines(path.join(folder, 'FD_GROUP.txt'))) groups.set(code!, desc!);

  const foods = new Map<string, FoodRecord>();
  for await (const f of srLines(path.join(folder, 'FOOD_DES.txt'))) {
    const ndb = f[0]!;
    foods.set(ndb, {
      source: 'sr_legacy',
      sourceId: ndb,
      fdcId: null,
      name: f[2]!,
      brand: f[5] ?? null,
      gtinUpc: null,
      category: groups.get(f[1]!) ?? null,
      per100: emptyNutrients(),
      portions: [],
    });
  }

  for await (const n of srLines(path.join(folder, 'NUT_DATA.txt'))) {
    const key = SR_NUTRIENTS[n[1]!];
    const food = foods.get(n[0]!);
    if (!key || !food || n[2] == null) continue;
    food.per100[key] = Number(n[2]);
  }

  for await (const w of srLines(path.join(folder, 'WEIGHT.txt'))) {
    const food = foods.get(w[0]!);
    const grams = Number(w[4]);
    if (!food || !(grams > 0)) continue;
    food.portions.push({ label: srPortionLabel(Number(w[2]), w[3] ?? ''), grams });
  }
  return [...foods.values()];
}
