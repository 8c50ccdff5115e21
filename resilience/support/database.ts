import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { runQuery } from '../../e2e/support/local-services.ts';
import { clusterControl, type PrivateCluster } from './private-postgres.ts';

/** The private cluster the global setup started. */
export function cluster(): PrivateCluster {
  return clusterControl(inject('postgresCluster'));
}

/** A fresh database copied from the seeded template; returns its URL. */
export async function freshDatabase(): Promise<string> {
  const name = `platewise_resilience_${randomBytes(4).toString('hex')}`;
  await runQuery(cluster().url('postgres'), `create database ${name} template ${inject('templateDatabase')}`);
  return cluster().url(name);
}

export interface Food {
  id: number;
  fdcId: number | null;
  name: string;
  source: string;
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
}

/** Real foods from the shipped seed, as a user would find them by search. */
export function sampleFoods(url: string, count: number): Promise<Food[]> {
  return runQuery<Food>(
    url,
    `select id, fdc_id as "fdcId", name, source, calories::float8 as calories, protein::float8 as protein, carbs::float8 as carbs, fats::float8 as fats
     from foods where calories > 0 order by random() limit $1`,
    [count],
  );
}

/** Food-log ids from the list that the database does not hold. */
export async function missingFoodLogs(url: string, ids: number[]): Promise<number[]> {
  const rows = await runQuery<{ id: number }>(url, 'select id from food_logs where id = any($1::int[])', [ids]);
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !found.has(id));
}

/** Food-log rows per user, for the users given. */
export async function foodLogCounts(url: string, userIds: string[]): Promise<Map<string, number>> {
  const rows = await runQuery<{ user_id: string; n: number }>(url, 'select user_id, count(*)::int as n from food_logs where user_id = any($1::text[]) group by user_id', [userIds]);
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** Accounts left half-made: a user row without the session its sign-up created in the same step. */
export async function usersWithoutSession(url: string): Promise<number> {
  const [row] = await runQuery<{ n: number }>(url, 'select count(*)::int as n from users u where not exists (select 1 from sessions s where s.user_id = u.id)');
  return row!.n;
}
