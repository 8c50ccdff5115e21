import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { searchFoods } from '../services/foods/search-foods.ts';
import { findGuidelineAmounts } from '../repositories/foods.ts';
import { prepareDatabase } from '../boot.ts';
import type { Database } from '../db/database.ts';
import { readSetting } from '../repositories/instance-settings.ts';
import { SEED_HASH_SETTING, seedFoods } from './seed-foods.ts';

let handle: TestDatabase;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedFoods(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

/** Starts as a database loaded before the seed's hash was stored would. */
async function seedOlderDatabase(db: Database) {
  await db.deleteFrom('instance_settings').where('name', '=', SEED_HASH_SETTING).execute();
  return seedFoods(db);
}

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

    const result = await seedOlderDatabase(db);
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
    expect(await seedOlderDatabase(db)).toMatchObject({ inserted: 0, skipped: false });
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
    expect(await seedOlderDatabase(db)).toMatchObject({ inserted: 0, skipped: false });
    const cola = await db.selectFrom('foods').select('also_called').where('source', '=', 'sr_legacy').where('name', '=', 'Beverages, carbonated, cola, regular').executeTakeFirstOrThrow();
    expect(cola.also_called).toMatch(/\bsoda\b/);
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);

  it("gives a database seeded before FNDDS's guideline amounts were kept the amounts", async () => {
    const db = handle.db;
    await db.updateTable('foods').set({ guideline_amounts: null }).execute();
    expect(await seedOlderDatabase(db)).toMatchObject({ inserted: 0, skipped: false });
    const milk = await db.selectFrom('foods').select('id').where('source', '=', 'survey').where('name', '=', 'Milk, NFS').executeTakeFirstOrThrow();
    expect((await findGuidelineAmounts(db, [milk.id])).get(milk.id)).toContainEqual({ label: 'Guideline amount per fl oz of beverage', grams: 2.5 });
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);

  it('rewrites the search ranks of a database ranked by an older method, once', async () => {
    const db = handle.db;
    const banana = await db.selectFrom('foods').select(['id', 'search_rank']).where('name', '=', 'Banana, raw').where('source', '=', 'survey').executeTakeFirstOrThrow();
    await db.updateTable('foods').set({ search_rank: 0 }).where('id', '=', banana.id).execute();
    expect(await seedOlderDatabase(db)).toMatchObject({ inserted: 0, skipped: false });
    const after = await db.selectFrom('foods').select('search_rank').where('id', '=', banana.id).executeTakeFirstOrThrow();
    expect(after.search_rank).toBe(banana.search_rank);
    expect(await seedFoods(db)).toMatchObject({ skipped: true });
  }, 60_000);
});

describe('seedFoods and the tracked nutrients', () => {
  it('gives foods seeded before the nutrients existed their amounts, and leaves unknown amounts out', async () => {
    const db = handle.db;
    await db.updateTable('foods').set({ nutrients: null }).where('source', '=', 'sr_legacy').execute();
    const result = await seedOlderDatabase(db);
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

describe('a database loaded from an older seed', () => {
  it('gets the corrected portions of shipped foods once, and its log entries keep their numbers', async () => {
    const db = handle.db;
    // The seed before decision 108 gave rolled oats the 156 g cup of the oat grain.
    const oats = await db.selectFrom('foods').select('id').where('source', '=', 'foundation').where('name', '=', 'Oats, whole grain, rolled, old fashioned').executeTakeFirstOrThrow();
    await db.updateTable('food_portions').set({ grams: 156 }).where('food_id', '=', oats.id).where('label', '=', '1 cup').execute();
    await db.insertInto('users').values({ id: 'oats-user', email: 'oats@example.com' }).execute();
    const custom = await db.insertInto('foods').values({ source: 'custom', source_id: 'my-oats', name: 'My oats', calories: 380, protein: 13, carbs: 68, fats: 6, user_id: 'oats-user' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('food_portions').values({ food_id: custom.id, seq: 0, label: '1 cup', grams: 156 }).execute();
    const logged = { user_id: 'oats-user', date: '2026-11-01', meal_type: 'breakfast', food_name: 'Rolled oats', quantity: '2 cups', calories: 1182, protein: 42.1, carbs: 214.3, fats: 18.4, food_id: oats.id, serving_size: '312 g' };
    const entry = await db.insertInto('food_logs').values(logged).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('instance_settings').set({ value: 'hash of the older seed' }).where('name', '=', SEED_HASH_SETTING).execute();

    await prepareDatabase(db);

    const cup = async (foodId: number) => (await db.selectFrom('food_portions').select('grams').where('food_id', '=', foodId).where('label', '=', '1 cup').executeTakeFirstOrThrow()).grams;
    expect(await cup(oats.id)).toBe(81);
    expect(await cup(custom.id)).toBe(156);
    expect(await db.selectFrom('food_logs').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow()).toMatchObject(logged);
    expect(await readSetting(db, SEED_HASH_SETTING)).toMatch(/^[0-9a-f]{64}$/);

    await db.updateTable('food_portions').set({ grams: 156 }).where('food_id', '=', oats.id).where('label', '=', '1 cup').execute();
    expect(await seedFoods(db)).toMatchObject({ refreshed: 0, skipped: true });
    expect(await cup(oats.id)).toBe(156);
  }, 60_000);

  it('is brought up to the seed by one of several instances starting at once', async () => {
    const db = handle.db;
    await db.updateTable('instance_settings').set({ value: 'hash of the older seed' }).where('name', '=', SEED_HASH_SETTING).execute();
    const results = await Promise.all([seedFoods(db), seedFoods(db)]);
    expect(results.filter((r) => !r.skipped)).toHaveLength(1);
  }, 60_000);
});
