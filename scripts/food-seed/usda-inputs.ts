import path from 'node:path';
import { csvRows } from '../../src-server/food-data/csv-rows.ts';
import { srLines } from './sr28.ts';

/** A food USDA uses as an ingredient: its description and SR food group code ('0100'). */
export interface SrFood {
  description: string;
  group: string | null;
  /** Measured per 100 g where SR28 has them (food-flags.ts `Measured`). */
  cholesterol?: number;
  lactose?: number;
  butyric?: number;
  protein?: number;
  glycine?: number;
  lysine?: number;
}

// SR28 nutrient numbers of what the flags read (NUTR_DEF): cholesterol, lactose, 4:0, protein, glycine, lysine.
const MEASURED = new Map<string, keyof Omit<SrFood, 'description' | 'group'>>([
  ['601', 'cholesterol'], ['213', 'lactose'], ['607', 'butyric'], ['203', 'protein'], ['516', 'glycine'], ['505', 'lysine'],
]);
// SR28 source codes of values a manufacturer gave (SRC_CD): a label's '0 mg cholesterol' means under 2 mg.
const FROM_MANUFACTURER = new Set(['5', '8', '9', '12', '13']);

export interface Ingredient {
  /** SR NDB number (5 digits), Foundation NDB number, or an 8-digit FNDDS food code. */
  code: string;
  description: string;
  grams: number;
  /** FNDDS retention code: 0 when the ingredient goes in as it is, else the cooking it undergoes. */
  cooked: boolean;
}

export interface FnddsFood {
  code: string;
  description: string;
  wweia: number | null;
  ingredients: Ingredient[];
  /** USDA codes it whether or not meat was in it ('Refried beans': NS as to meat, lard or oil). */
  maybeMeat?: boolean;
}

export interface UsdaInputs {
  /** SR28 and current Foundation foods by NDB number. */
  sr: Map<string, SrFood>;
  /** FNDDS foods by food code. */
  fndds: Map<string, FnddsFood>;
  /** WWEIA category names by number. */
  wweia: Map<number, string>;
  /** NDB number of each current Foundation food, by fdc_id. */
  foundationNdb: Map<string, string>;
}

/** Reads what the food facts are derived from: SR groups, Foundation categories, FNDDS recipes and WWEIA categories. */
export async function readUsdaInputs(fdcFolder: string): Promise<UsdaInputs> {
  const sr = new Map<string, SrFood>();
  for await (const f of srLines(path.join(fdcFolder, 'sr28', 'FOOD_DES.txt'))) sr.set(f[0]!, { description: f[2]!, group: f[1] ?? null });
  // Cholesterol comes only from animal foods, lactose only from milk, butyric acid only from milk fat,
  // and a protein a fifth glycine is gelatin: measured, they tell what a description does not (the
  // milk and egg of ranch dressing, the gelatin of a marshmallow, a corn tortilla made of corn alone).
  for await (const n of srLines(path.join(fdcFolder, 'sr28', 'NUT_DATA.txt'))) {
    const food = sr.get(n[0]!);
    const key = MEASURED.get(n[1]!);
    if (!food || !key || n[2] == null) continue;
    if (key === 'cholesterol' && Number(n[2]) === 0 && FROM_MANUFACTURER.has(n[5] ?? '')) continue;
    food[key] = Number(n[2]);
  }

  const foundation = path.join(fdcFolder, 'foundation');
  const groupCodes = new Map<string, string>();
  for await (const row of csvRows(path.join(foundation, 'food_category.csv'))) groupCodes.set(row.get('id'), row.get('code'));
  const ndbOf = new Map<string, string>();
  for await (const row of csvRows(path.join(foundation, 'foundation_food.csv'))) ndbOf.set(row.get('fdc_id'), row.get('NDB_number').padStart(5, '0'));
  for await (const row of csvRows(path.join(foundation, 'food.csv'))) {
    const ndb = ndbOf.get(row.get('fdc_id'));
    if (ndb && !sr.has(ndb)) sr.set(ndb, { description: row.get('description'), group: groupCodes.get(row.get('food_category_id')) ?? null });
  }

  const survey = path.join(fdcFolder, 'survey_fndds');
  const wweia = new Map<number, string>();
  for await (const row of csvRows(path.join(survey, 'wweia_food_category.csv'))) {
    wweia.set(Number(row.get('wweia_food_category')), row.get('wweia_food_category_description'));
  }
  const byFdcId = new Map<string, FnddsFood>();
  const fndds = new Map<string, FnddsFood>();
  for await (const row of csvRows(path.join(survey, 'survey_fndds_food.csv'))) {
    const food: FnddsFood = { code: row.get('food_code'), description: '', wweia: row.number('wweia_category_number'), ingredients: [] };
    byFdcId.set(row.get('fdc_id'), food);
    fndds.set(food.code, food);
  }
  for await (const row of csvRows(path.join(survey, 'food.csv'))) {
    const food = byFdcId.get(row.get('fdc_id'));
    if (food) food.description = row.get('description');
  }
  for await (const row of csvRows(path.join(survey, 'food_attribute.csv'))) {
    const food = row.get('food_attribute_type_id') === '1001' ? byFdcId.get(row.get('fdc_id')) : undefined;
    if (food && /\b(NS as to meat|with or without meat)\b/i.test(row.get('value'))) food.maybeMeat = true;
  }
  for await (const row of csvRows(path.join(survey, 'input_food.csv'))) {
    const food = byFdcId.get(row.get('fdc_id'));
    const code = row.get('sr_code');
    if (!food || !code) continue;
    food.ingredients.push({
      code: code.length === 8 ? code : code.padStart(5, '0'),
      description: row.get('sr_description'),
      grams: row.number('gram_weight') ?? 0,
      cooked: (row.number('retention_code') ?? 0) !== 0,
    });
  }
  return { sr, fndds, wweia, foundationNdb: ndbOf };
}
