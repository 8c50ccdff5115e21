import path from 'node:path';
import { csvRows } from '../../src-server/food-data/csv-rows.ts';
import { NUTRIENTS, roundAmount, type NutrientAmounts } from '../../src/domain/micronutrients.ts';
import { emptyNutrients, type FoodRecord, type Nutrients } from '../../src-server/food-data/food-record.ts';
import { fdcPortionLabel } from '../../src-server/food-data/portion-label.ts';

// Columns of the FNDDS "At A Glance – Nutrient Values" table (values per 100 g).
const COLUMNS: [string, keyof Nutrients][] = [
  ['Energy (kcal)', 'calories'],
  ['Protein (g)', 'protein'],
  ['Carbohydrate (g)', 'carbs'],
  ['Total Fat (g)', 'fats'],
  ['Fiber, total dietary (g)', 'fiber'],
  ['Sugars, total (g)', 'sugar'],
  ['Sodium (mg)', 'sodium'],
  ['Fatty acids, total saturated (g)', 'saturatedFat'],
  ['Alcohol (g)', 'alcohol'],
];

/**
 * FNDDS 2021-2023 foods: names, codes and portions from the FDC Survey CSVs, nutrients from the
 * FNDDS nutrient-values table (FDC's survey food_nutrient.csv is not in the offline copy).
 */
export async function readFndds(folder: string, onSkip: (reason: string) => void): Promise<FoodRecord[]> {
  const csv = (name: string) => csvRows(path.join(folder, name), { onBadRow: onSkip });

  const units = new Map<string, string>();
  for await (const row of csv('measure_unit.csv')) units.set(row.get('id'), row.get('name'));
  const categories = new Map<string, string>();
  for await (const row of csv('wweia_food_category.csv')) {
    categories.set(row.get('wweia_food_category'), row.get('wweia_food_category_description'));
  }
  const codes = new Map<string, string>();
  for await (const row of csv('survey_fndds_food.csv')) codes.set(row.get('fdc_id'), row.get('food_code'));

  const nutrients = new Map<string, Nutrients>();
  const micros = new Map<string, NutrientAmounts>();
  for await (const row of csv('fndds_nutrient_values_2021_2023.csv')) {
    const values = emptyNutrients();
    for (const [column, key] of COLUMNS) values[key] = row.number(column);
    nutrients.set(row.get('Food code'), values);
    const amounts: NutrientAmounts = {};
    for (const x of NUTRIENTS) {
      const v = x.fnddsColumn ? row.number(x.fnddsColumn) : null;
      if (v !== null) amounts[x.key] = roundAmount(v);
    }
    micros.set(row.get('Food code'), amounts);
  }

  const foods = new Map<string, FoodRecord>();
  for await (const row of csv('food.csv')) {
    const fdcId = row.get('fdc_id');
    const code = codes.get(fdcId);
    if (!code) { onSkip('no FNDDS food code'); continue; }
    const per100 = nutrients.get(code);
    if (!per100) { onSkip('no FNDDS nutrient values'); continue; }
    foods.set(fdcId, {
      source: 'survey',
      sourceId: code,
      fdcId: Number(fdcId),
      name: row.get('description'),
      brand: null,
      gtinUpc: null,
      category: categories.get(row.get('food_category_id')) ?? null,
      per100,
      micros: micros.get(code) ?? {},
      portions: [],
    });
  }

  const portions: { fdcId: string; seq: number; label: string; grams: number }[] = [];
  for await (const row of csv('food_portion.csv')) {
    if (!foods.has(row.get('fdc_id'))) continue;
    portions.push({
      fdcId: row.get('fdc_id'),
      seq: row.number('seq_num') ?? 0,
      grams: row.number('gram_weight') ?? 0,
      label: fdcPortionLabel({
        amount: row.number('amount'),
        unit: units.get(row.get('measure_unit_id')) ?? null,
        description: row.get('portion_description'),
        modifier: row.get('modifier'),
      }),
    });
  }
  portions.sort((a, b) => a.seq - b.seq);
  for (const p of portions) foods.get(p.fdcId)!.portions.push({ label: p.label, grams: p.grams });
  return [...foods.values()];
}
