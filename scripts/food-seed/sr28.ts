import { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { NUTRIENTS, roundAmount, type NutrientKey } from '../../src/domain/micronutrients.ts';
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

const SR_MICROS = new Map<string, NutrientKey>(NUTRIENTS.map((x) => [x.srNumber, x.key]));
/** Vitamin D in IU (324), used when SR has no µg value (328): 40 IU = 1 µg. */
const VITAMIN_D_IU = '324';

export async function* srLines(file: string): AsyncGenerator<(string | null)[]> {
  const lines = readline.createInterface({ input: createReadStream(file, { encoding: 'latin1' }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() !== '') yield parseSrLine(line);
  }
}

/**
 * SR28's common names of a food (FOOD_DES ComName: 'soft drink, pop, soda' for cola, 'hot dog, wiener,
 * frank' for frankfurters), one per comma. Parts with a number are catalogue notes, not names ('Includes
 * USDA Commodity B879', 'NFSMI Recipe No. G-08').
 */
export function commonNames(field: string | null | undefined): string[] {
  const parts = (field ?? '').split(/[,;]/).map((p) => p.trim().replace(/\s+/g, ' '));
  return [...new Set(parts.filter((p) => /[a-z]/i.test(p) && !/\d/.test(p) && !/^includes?\b/i.test(p)))];
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
      ...(commonNames(f[4]).length ? { alsoCalled: commonNames(f[4]) } : {}),
    });
  }

  const vitaminDIu = new Map<string, number>();
  for await (const n of srLines(path.join(folder, 'NUT_DATA.txt'))) {
    const food = foods.get(n[0]!);
    if (!food || n[2] == null) continue;
    const key = SR_NUTRIENTS[n[1]!];
    if (key) food.per100[key] = Number(n[2]);
    const micro = SR_MICROS.get(n[1]!);
    if (micro) (food.micros ??= {})[micro] = roundAmount(Number(n[2]));
    if (n[1] === VITAMIN_D_IU) vitaminDIu.set(n[0]!, Number(n[2]));
  }
  for (const [ndb, iu] of vitaminDIu) {
    const food = foods.get(ndb)!;
    if (food.micros?.vitaminD === undefined) (food.micros ??= {}).vitaminD = roundAmount(iu / 40);
  }

  for await (const w of srLines(path.join(folder, 'WEIGHT.txt'))) {
    const food = foods.get(w[0]!);
    const grams = Number(w[4]);
    if (!food || !(grams > 0)) continue;
    food.portions.push({ label: srPortionLabel(Number(w[2]), w[3] ?? ''), grams });
  }
  return [...foods.values()];
}
