// Food search latency: pnpm bench:search. PGlite always; also the Postgres server of DATABASE_URL when
// set (in a throwaway database, dropped afterwards). Measures the shipped foods, then with 400k
// Branded-like rows added.
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src-server/db/database.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { writeFoods } from '../src-server/repositories/food-writes.ts';
import { optimizeFoodTables } from '../src-server/repositories/foods.ts';
import { progressBar } from '../src-server/food-data/progress-bar.ts';
import { searchFoods } from '../src-server/services/foods/search-foods.ts';
import { seedFoods } from '../src-server/food-data/seed-foods.ts';
import { brandedFoods } from './branded-foods.ts';
import { startBenchServer } from './http-client.ts';
import { startCpuCount } from './cpu-time.ts';
import { formatTable, measure, type Measurement } from './measure.ts';

export { measure, formatTable } from './measure.ts';

export const QUERY_MIX = [
  'banana', 'bananas', 'bananna', 'egg', 'eggs', 'milk', 'whole milk', 'skim milk', 'chicken breast', 'chiken brest',
  'breast chicken', 'apple', 'rice', 'brown rice', 'salmon', 'broccoli', 'brocoli', 'peanut butter', 'greek yogurt',
  'avocado', 'almonds', 'cheddar cheese', 'white bread', 'olive oil', 'sweet potato', 'ground beef', 'tofu', 'orange',
  'strawberries', 'spinach', 'tuna', 'pasta', 'potato', 'oatmeal', 'coffee', 'butter', 'chick', 'chees', 'pizza', 'beer',
  'black beans', 'lentils', 'shrimp', 'turkey', 'bacon', 'tomato', 'carrot', 'hummus', 'granola bar', 'protein bar',
];
const RUNS = 300;
const BRANDED = 400_000;
const BATCH = 1500;

async function addBranded(handle: DatabaseHandle, label: string): Promise<number> {
  const bar = progressBar(`${label}: inserting ${BRANDED / 1000}k branded-like foods`);
  const started = Date.now();
  let batch = [];
  let done = 0;
  for (const food of brandedFoods(BRANDED)) {
    batch.push(food);
    if (batch.length === BATCH) {
      await writeFoods(handle.db, batch, 'skip-existing');
      done += batch.length;
      batch = [];
      bar.update(done, BRANDED);
    }
  }
  if (batch.length) await writeFoods(handle.db, batch, 'skip-existing');
  await optimizeFoodTables(handle.db);
  bar.finish(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return Date.now() - started;
}

async function topNames(handle: DatabaseHandle): Promise<string[]> {
  const names = [];
  for (const query of ['banana', 'milk', 'chicken breast', 'greek yogurt', 'peanut butter']) {
    names.push(`${query} → ${(await searchFoods(handle.db, query, { limit: 1 }))[0]?.name ?? '(none)'}`);
  }
  return names;
}

async function benchDatabase(label: string, handle: DatabaseHandle, results: Measurement[], databaseUrl?: string): Promise<void> {
  await migrateToLatest(handle.db);
  const seedStart = Date.now();
  const seeded = await seedFoods(handle.db);
  console.log(`${label}: seed ${seeded.skipped ? 'already present' : `loaded ${seeded.inserted} foods`} in ${Date.now() - seedStart} ms`);
  const run = (i: number) => searchFoods(handle.db, QUERY_MIX[i % QUERY_MIX.length]!);
  results.push(await measure(`${label}, shipped foods`, run, RUNS));
  results.push(...(await measureHttp(handle, `${label}, shipped foods, HTTP`, false, databaseUrl)));
  const before = await topNames(handle);
  await addBranded(handle, label);
  results.push(await measure(`${label}, + ${BRANDED / 1000}k branded`, run, RUNS));
  // A server started after the import, as after a deployment's import: a running one keeps for some
  // minutes that no Branded food was there (FoodCache), and would not search them yet.
  results.push(...(await measureHttp(handle, `${label}, + ${BRANDED / 1000}k branded, HTTP`, true, databaseUrl)));
  await reportTop(handle, label, before);
}

/** Each query as typed, one letter at a time from the third: what a search box sends. */
const TYPED = QUERY_MIX.flatMap((query) => Array.from({ length: query.length - 2 }, (_, i) => query.slice(0, i + 3)));

/**
 * Through HTTP on a new server, so nothing is kept yet: first every query as typed, each seen for the
 * first time (what a search costs when no one typed it lately), then the mix in rotation, which an
 * instance answers from what it keeps. With `databaseUrl` (a Postgres server on this machine), also
 * the Postgres CPU a search costs in each, from /proc.
 */
async function measureHttp(handle: DatabaseHandle, label: string, branded = false, databaseUrl?: string): Promise<Measurement[]> {
  const server = await startBenchServer(handle);
  const search = (q: string): Promise<{ dataType: string }[]> => server.get(`/api/food-search?q=${encodeURIComponent(q)}`);
  try {
    const used = databaseUrl ? await startCpuCount(process.pid, databaseUrl) : undefined;
    const firstSight = await measure(`${label}, first sight as typed`, (i) => search(TYPED[i]!), TYPED.length, 0);
    if (used) reportCpu(`${label}, first sight as typed`, (await used()).database, TYPED.length);
    const measured = await measure(label, (i) => search(QUERY_MIX[i % QUERY_MIX.length]!), RUNS);
    // So a search that skipped the Branded foods cannot pass for a fast one.
    const reached = (await Promise.all(QUERY_MIX.map(search))).some((found) => found.some((f) => f.dataType === 'Branded'));
    if (branded && !reached) throw new Error(`${label}: no search through HTTP found a Branded food`);
    if (databaseUrl) await reportDatabaseCpu(label, databaseUrl, (i) => search(QUERY_MIX[i % QUERY_MIX.length]!));
    return [firstSight, measured];
  } finally {
    await server.close();
  }
}

/** The database's backends' CPU over another RUNS searches, a search's share in ms (counted in 10 ms ticks). */
async function reportDatabaseCpu(label: string, databaseUrl: string, run: (i: number) => Promise<unknown>): Promise<void> {
  const used = await startCpuCount(process.pid, databaseUrl);
  for (let i = 0; i < RUNS; i++) await run(i);
  reportCpu(label, (await used()).database, RUNS);
}

function reportCpu(label: string, seconds: number | undefined, searches: number): void {
  console.log(`${label}: Postgres CPU ${seconds === undefined ? 'unreadable' : `${((seconds * 1000) / searches).toFixed(2)} ms a search`}`);
}

async function reportTop(handle: DatabaseHandle, label: string, before: string[]): Promise<void> {
  const after = await topNames(handle);
  console.log(`${label}: first results before → after adding branded foods:`);
  before.forEach((line, i) => console.log(`  ${line}${after[i] === line ? '' : `  ⇒  ${after[i]}`}`));
}

async function main(): Promise<void> {
  const results: Measurement[] = [];
  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await benchDatabase('PGlite', pglite, results);
  } finally {
    await pglite.close();
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    // A throwaway database next to the given one, so 400k fake foods never land in real data.
    const name = `platewise_bench_${process.pid}`;
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await sql`create database ${sql.id(name)}`.execute(admin.db);
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    const postgres = await openDatabase({ databaseUrl: benchUrl.toString() });
    try {
      await benchDatabase('Postgres', postgres, results, benchUrl.toString());
    } finally {
      await postgres.close();
      await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
      await admin.close();
    }
  }
  console.log(`\nsearchFoods latency, ${QUERY_MIX.length} queries in rotation, limit 25\n`);
  console.log(formatTable(results));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
