import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
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
});
