import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { importFdcFolder } from './import-fdc.ts';
import { searchFoods } from '../services/foods/search-foods.ts';

const csv = (rows: string[][]) => rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

const BRANDED_HEADER = [
  'fdc_id', 'brand_owner', 'brand_name', 'subbrand_name', 'gtin_upc', 'ingredients', 'not_a_significant_source_of',
  'serving_size', 'serving_size_unit', 'household_serving_fulltext', 'branded_food_category', 'data_source',
  'package_weight', 'modified_date', 'available_date', 'market_country', 'discontinued_date',
];
const branded = (id: string, owner: string, gtin: string, size: string, household: string, category: string) => [
  id, owner, '', '', gtin, 'INGREDIENTS', '', size, 'g', household, category, 'LI', '', '2021-01-01', '2021-01-01', 'United States', '',
];

// [fdc_id, kcal, protein, fat, carbs, fiber, sugar, sodium, saturated fat]
const NUTRIENTS: [string, ...(number | null)[]][] = [
  ['1001', 110, 23.8, 1.2, 0, 0, 0, 520, 0.4],
  ['1002', 480, 5, 22, 65, 2, 35, 350, 10],
  ['1003', 380, 8, 4, 80, 7, 30, 500, 1],
  ['1004', 375, 8, 4, 79, 7, 29, 500, 1],
  ['1005', 200, 10, 8, null, null, null, null, null], // no carbs: skipped
  ['1008', 188, 0, 0, 11, 0, 11, 40, 0], // 188 is kJ, not kcal: repaired
];
const NUTRIENT_IDS = ['1008', '1003', '1004', '1005', '1079', '2000', '1093', '1258'];

async function writeFixture(folder: string, chickenProtein = 23.8): Promise<void> {
  await writeFile(path.join(folder, 'food.csv'), csv([
    ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
    ['1001', 'branded_food', 'CHICKEN BREAST STRIPS, GRILLED', '', '2021-03-19'],
    ['1002', 'branded_food', 'Cookies, "Grandma\'s" chocolate chip', '', '2021-03-19'],
    ['1003', 'branded_food', 'Honey Nut O\'s', '', '2020-01-01'],
    ['1004', 'branded_food', 'Honey Nut O\'s', '', '2021-06-01'],
    ['1005', 'branded_food', 'Mystery bar', '', '2021-03-19'],
    ['1007', 'sample_food', 'LAB SAMPLE', '', '2021-03-19'],
    ['1008', 'branded_food', 'Sparkling lemon drink', '', '2021-03-19'],
  ]) + '"1006","branded_food","Broken row"\n');
  await writeFile(path.join(folder, 'branded_food.csv'), csv([
    BRANDED_HEADER,
    branded('1001', 'TYSON FOODS, INC.', '00023700000000', '84', '3 oz', 'Chicken - Prepared/Processed'),
    branded('1002', 'Grandma Bakes LLC', '00012345678905', '30', '2 cookies', 'Cookies & Biscuits'),
    branded('1003', 'General Mills', '00016000275287', '28', '1 cup', 'Cereal'),
    branded('1004', 'General Mills', '00016000275287', '28', '1 cup', 'Cereal'),
    branded('1005', 'Acme', '00000000000001', '40', '1 bar', 'Snacks'),
    branded('1008', 'Fizz Co', '00000000000002', '355', '1 can', 'Soda'),
  ]));
  let id = 1;
  const rows = [['id', 'fdc_id', 'nutrient_id', 'amount', 'data_points', 'derivation_id', 'min', 'max', 'median', 'footnote', 'min_year_acquired']];
  for (const [fdcId, ...values] of NUTRIENTS) {
    values.forEach((value, i) => {
      const amount = fdcId === '1001' && i === 1 ? chickenProtein : value;
      if (amount !== null) rows.push([String(id++), fdcId, NUTRIENT_IDS[i]!, String(amount), '', '', '', '', '', '', '']);
    });
  }
  await writeFile(path.join(folder, 'food_nutrient.csv'), csv(rows));
  await writeFile(path.join(folder, 'nutrient.csv'), csv([['id', 'name', 'unit_name', 'nutrient_nbr', 'rank'], ['1008', 'Energy', 'KCAL', '208', '300']]));
  await writeFile(path.join(folder, 'measure_unit.csv'), csv([['id', 'name'], ['9999', 'undetermined']]));
}

let handle: TestDatabase;
let folder: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'fdc-fixture-'));
  await writeFixture(folder);
});

afterAll(async () => {
  await handle?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function brandedRows() {
  return handle.db
    .selectFrom('foods')
    .select(['id', 'fdc_id', 'source_id', 'name', 'brand', 'gtin_upc', 'category', 'calories', 'protein', 'carbs'])
    .where('source', '=', 'branded')
    .orderBy('source_id')
    .execute();
}

describe('importFdcFolder', () => {
  it('imports a Branded folder, skipping broken, older and incomplete rows', async () => {
    const phases = new Set<string>();
    const summary = await importFdcFolder(handle.db, folder, { onProgress: (p) => phases.add(p.phase) });
    expect(summary).toMatchObject({ sources: ['branded'], foods: 5, inserted: 4, updated: 0, unchanged: 0 });
    expect(summary.skipped).toEqual({ 'wrong number of columns': 1, 'older version of the same GTIN': 1, 'missing carbs': 1 });
    expect(summary.repaired).toEqual({ 'energy was in kJ': 1 });
    expect([...phases]).toEqual(['reading', 'writing']);

    const rows = await brandedRows();
    expect(rows.map((r) => r.source_id)).toEqual(['1001', '1002', '1004', '1008']);
    expect(rows[0]).toMatchObject({
      fdc_id: 1001,
      name: 'Chicken Breast Strips, Grilled',
      brand: 'Tyson Foods, Inc.',
      gtin_upc: '00023700000000',
      category: 'Chicken - Prepared/Processed',
      calories: 110,
      protein: 23.8,
    });
    expect(rows[1]!.name).toBe('Cookies, "Grandma\'s" chocolate chip');
    expect(rows[3]!.calories).toBeCloseTo(44.9, 1);

    const portions = await handle.db.selectFrom('food_portions').select(['label', 'grams']).where('food_id', '=', rows[0]!.id).execute();
    expect(portions).toEqual([{ label: '3 oz', grams: 84 }]);
  });

  it('makes imported foods searchable with brand and data type', async () => {
    // Generic USDA cookies rank first by design; the branded product follows among the results.
    const cookie = (await searchFoods(handle.db, 'grandma cookies')).find((f) => f.fdcId === 1002);
    expect(cookie).toMatchObject({
      name: 'Cookies, "Grandma\'s" chocolate chip',
      brand: 'Grandma Bakes LLC',
      dataType: 'Branded',
      fdcId: 1002,
      servingSize: '2 cookies (30 g)',
    });
    expect(cookie!.nutrition.calories).toBe(144);
  });

  it('does not duplicate anything on a second import', async () => {
    const before = await brandedRows();
    const countPortions = async () => Number((await handle.db.selectFrom('food_portions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const portionsBefore = await countPortions();
    const summary = await importFdcFolder(handle.db, folder);
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
    expect(await brandedRows()).toEqual(before);
    expect(await countPortions()).toBe(portionsBefore);
  });

  it('updates changed foods in place and replaces their portions', async () => {
    await writeFixture(folder, 25.1);
    const summary = await importFdcFolder(handle.db, folder);
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 3 });
    const rows = await brandedRows();
    expect(rows).toHaveLength(4);
    expect(rows[0]!.protein).toBe(25.1);
    const portions = await handle.db.selectFrom('food_portions').select('label').where('food_id', '=', rows[0]!.id).execute();
    expect(portions).toHaveLength(1);
  });

  it('refuses a folder that is not an FDC download', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'fdc-empty-'));
    await expect(importFdcFolder(handle.db, empty)).rejects.toThrow(/not a FoodData Central CSV folder/);
    await rm(empty, { recursive: true, force: true });
  });
});
