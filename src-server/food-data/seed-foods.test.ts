import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { searchFoods } from '../services/foods/search-foods.ts';
import { findGuidelineAmounts } from '../repositories/foods.ts';
import { seedFoods } from './seed-foods.ts';

let handle: TestDatabase;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedFoods(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

describe('seedFoods', () => {
  it('does nothing when every seeded food is there with its facts', async () => {
    expect(await seedFoods(handle.db)).toMatchObject({ inserted: 0, factsAdded: 0, skipped: true });
  });

  it('gives foods seeded before the facts existed their facts and portions, once', async () => {
    const db = handle.db;
    const pudding = await db.selectFrom('foods').select('id').where('name', '=', 'Banana pudding').executeTakeFirstOrThrow();
    await db.updateTable('foods').set({ flags: [], flags_from: null, wweia_category: null }).where('source', '=', 'survey').execute();
    await db.deleteFrom('food_portions').where('food_id', '=', pudding.id).execute();
    await db.insertInto('food_portions').values({ food_id: pudding.id, seq: 0, label: '1 serving', grams: 130 }).execute();

    const result = await seedFoods(db);
    expect(result).toMatchObject({ inserted: 0, skipped: false });
    expect(result.factsAdded).toBeGreaterThan(5000);
    const row = await db.selectFrom('foods').selectAll().where('id', '=', pudding.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ flags_from: 'ingredients', wweia_category: 5804, plain_default: false });
    expect(row.flags).toEqual(expect.arrayContaining(['vegetarian', 'dairy']));
    const portions = await db.selectFrom('food_portions').selectAll().where('food_id', '=', pudding.id).orderBy('seq').execute();
    expect(portions).toContainEqual(expect.objectContaining({ label: 'Quantity not specified', grams: 130, unspecified: true }));
    expect(await seedFoods(db)).toMatchObject({ factsAdded: 0, skipped: true });
  });

  it('gives a database seeded before other names were kept the other names, and counts their words', async () => {
    const db = handle.db;
    await db.updateTable('foods').set({ also_called: null }).execute();
    await db.updateTable('food_words').set({ foods: 1 }).where('word', '=', 'coke').execute();
    expect(await seedFoods(db)).toMatchObject({ inserted: 0, skipped: false });
    const cola = await db.selectFrom('foods').select('also_called').where('name', '=', 'Soft drink, cola').executeTakeFirstOrThrow();
    expect(cola.also_called).toMatch(/\bCoke\b/);
    const word = await db.selectFrom('food_words').select('foods').where('word', '=', 'coke').executeTakeFirstOrThrow();
    expect(word.foods).toBeGreaterThan(1);
    expect((await searchFoods(db, 'coke'))[0]?.name).toBe('Soft drink, cola');
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);

  it("gives a database seeded with FNDDS's other names only SR28's common names too", async () => {
    const db = handle.db;
    await db.updateTable('foods').set({ also_called: null }).where('source', '=', 'sr_legacy').execute();
    expect(await seedFoods(db)).toMatchObject({ inserted: 0, skipped: false });
    const cola = await db.selectFrom('foods').select('also_called').where('source', '=', 'sr_legacy').where('name', '=', 'Beverages, carbonated, cola, regular').executeTakeFirstOrThrow();
    expect(cola.also_called).toMatch(/\bsoda\b/);
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);

  it("gives a database seeded before FNDDS's guideline amounts were kept the amounts", async () => {
    const db = handle.db;
    await db.updateTable('foods').set({ guideline_amounts: null }).execute();
    expect(await seedFoods(db)).toMatchObject({ inserted: 0, skipped: false });
    const milk = await db.selectFrom('foods').select('id').where('source', '=', 'survey').where('name', '=', 'Milk, NFS').executeTakeFirstOrThrow();
    expect((await findGuidelineAmounts(db, [milk.id])).get(milk.id)).toContainEqual({ label: 'Guideline amount per fl oz of beverage', grams: 2.5 });
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);

  it('rewrites the search ranks of a database ranked by an older method, once', async () => {
    const db = handle.db;
    const banana = await db.selectFrom('foods').select(['id', 'search_rank']).where('name', '=', 'Banana, raw').where('source', '=', 'survey').executeTakeFirstOrThrow();
    await db.updateTable('foods').set({ search_rank: 0 }).where('id', '=', banana.id).execute();
    expect(await seedFoods(db)).toMatchObject({ inserted: 0, skipped: false });
    const after = await db.selectFrom('foods').select('search_rank').where('id', '=', banana.id).executeTakeFirstOrThrow();
    expect(after.search_rank).toBe(banana.search_rank);
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);
});

describe('seedFoods and the tracked nutrients', () => {
  it('gives foods seeded before the nutrients existed their amounts, and leaves unknown amounts out', async () => {
    const db = handle.db;
    await db.updateTable('foods').set({ nutrients: null }).where('source', '=', 'sr_legacy').execute();
    const result = await seedFoods(db);
    expect(result).toMatchObject({ inserted: 0, skipped: false });
    expect(result.nutrientsAdded).toBeGreaterThan(8000);
    const orange = await db.selectFrom('foods').select(['nutrients']).where('source', '=', 'sr_legacy').where('source_id', '=', '09200').executeTakeFirstOrThrow();
    // SR28 09200 "Oranges, raw, all commercial varieties": 53.2 mg vitamin C and 181 mg potassium per 100 g.
    expect(orange.nutrients).toMatchObject({ vitaminC: 53.2, potassium: 181 });
    // SR28 gives no added sugar for it: unknown, not zero.
    expect(orange.nutrients).not.toHaveProperty('addedSugar');
    expect(await seedFoods(db)).toMatchObject({ nutrientsAdded: 0, skipped: true });
  });
});
