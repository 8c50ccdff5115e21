import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { GeneratedSession } from '../../src/schemas/meal-prep.ts';
import type { Database } from '../db/database.ts';

export const banana = { date: '2026-01-05', mealType: 'breakfast', foodName: 'Banana', quantity: '1 medium', calories: 105, protein: 1.3, carbs: 27, fats: 0.4 };

async function post(app: FastifyInstance, cookie: string, url: string, payload: object = {}) {
  const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
  if (res.statusCode >= 300) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const oatBar = { name: 'Oat bar', servingDescription: '1 bar', servingGrams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5 };

export const owned = {
  foodLog: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/food-logs', banana)).id,
  weightLog: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/weight-logs', { weight: 80, date: '2026-01-05' })).id,
  mealPlan: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/meal-plans', { preferences: { days: 1 } })).mealPlan.id,
  /** A generated session, saved so it shows in the owner's list too. */
  prepSession: async (app: FastifyInstance, cookie: string): Promise<GeneratedSession> => {
    const session = await post(app, cookie, '/api/meal-prep/generate', { recipeId: 'shakshuka' });
    await post(app, cookie, '/api/meal-prep/save', session);
    return session;
  },
  waterLog: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/water', { amount: 250 })).entries.at(-1).id,
  activityLog: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/activity', { code: '17190', minutes: 20 })).entries.at(-1).id,
  /** The owner's banana breakfast, saved as a meal. */
  savedMeal: async (app: FastifyInstance, cookie: string): Promise<number> => {
    await owned.foodLog(app, cookie);
    return (await post(app, cookie, '/api/saved-meals', { name: 'Banana breakfast', date: banana.date, mealType: banana.mealType })).id;
  },
  /** An own vitamin C target; returns the nutrient's key. */
  nutrientTarget: async (app: FastifyInstance, cookie: string): Promise<string> => {
    const res = await app.inject({ method: 'PUT', url: '/api/nutrient-targets', headers: { cookie }, payload: { targets: [{ nutrient: 'vitaminC', target: 120 }] } });
    if (res.statusCode !== 200) throw new Error(`setting a nutrient target failed: ${res.body}`);
    return 'vitaminC';
  },
  apiToken: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/auth/tokens', { name: 'script' })).info.id,
  /** A recipe of one searched food. */
  recipe: async (app: FastifyInstance, cookie: string): Promise<number> => {
    const [food] = await app.db.selectFrom('foods').select('id').orderBy('id').limit(1).execute();
    return (await post(app, cookie, '/api/recipes', { name: 'Owned recipe', servings: 2, ingredients: [{ foodId: food!.id, amount: '100 g' }] })).id;
  },
  /** A meal assistant conversation of one question and its answer. */
  conversation: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/ai/meal-suggestions', { message: 'a vegan lunch' })).conversationId,
  customFood: async (app: FastifyInstance, cookie: string): Promise<number> => (await post(app, cookie, '/api/custom-foods', oatBar)).id,
  favoriteFood: async (app: FastifyInstance, cookie: string): Promise<number> => {
    const [food] = await app.db.selectFrom('foods').select('id').orderBy('id').limit(1).execute();
    const res = await app.inject({ method: 'PUT', url: `/api/favorite-foods/${food!.id}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`starring a food failed: ${res.body}`);
    return food!.id;
  },
};

/** One of everything a user can own, made through the API as the user would; returns the ids. */
export async function seedUserData(app: FastifyInstance, cookie: string) {
  return {
    foodLogId: await owned.foodLog(app, cookie),
    weightLogId: await owned.weightLog(app, cookie),
    mealPlanId: await owned.mealPlan(app, cookie),
    sessionId: (await owned.prepSession(app, cookie)).id,
    tokenId: await owned.apiToken(app, cookie),
    foodId: await owned.favoriteFood(app, cookie),
    customFoodId: await owned.customFood(app, cookie),
    conversationId: await owned.conversation(app, cookie),
    nutrient: await owned.nutrientTarget(app, cookie),
  };
}

/**
 * Everything stored for one user: their row and their rows in every table with a user_id, found from
 * the database catalogue so a new table is included without a change here. Rate-limit counters have
 * no user_id column: they are the server's bookkeeping, not the user's data.
 */
export async function userSnapshot(db: Database, userId: string): Promise<Record<string, unknown[]>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id'
    order by table_name`.execute(db);
  const snapshot: Record<string, unknown[]> = {
    users: (await sql`select * from users where id = ${userId}`.execute(db)).rows,
  };
  for (const { table_name } of rows) {
    snapshot[table_name] = (await sql`select * from ${sql.table(table_name)} where user_id = ${userId} order by 1`.execute(db)).rows;
  }
  return snapshot;
}

/** Rows in every table: a request that stores nothing leaves these as they were. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    counts[table_name] = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)}`.execute(db)).rows[0]!.n);
  }
  return counts;
}
