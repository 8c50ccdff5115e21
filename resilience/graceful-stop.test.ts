import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { expect, it } from 'vitest';
import { runQuery } from '../e2e/support/local-services.ts';
import { freshDatabase, missingFoodLogs, sampleFoods } from './support/database.ts';
import { Recorder } from './support/http.ts';
import { startServer } from './support/server.ts';
import { pause, report, TODAY } from './support/settings.ts';
import { foodEntry, signUp } from './support/simulated-user.ts';

// A user may run two heavy jobs (plans, photos, imports) at once; a third would get a 429.
const PLANS = 2;
const LOGS = 6;
/** Docker waits 10 s before it kills: draining and exiting must fit well inside that. */
const EXIT_WITHIN_MS = 5_000;

/** A GET on a new connection: the status, or the connection error's code. */
function freshConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/health`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function waitFor(what: string, check: () => Promise<boolean>) {
  const deadline = performance.now() + 60_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

it('finishes every in-flight request on SIGTERM, refuses new connections and exits 0', async () => {
  const database = await freshDatabase();
  const server = await startServer(database);
  // A slow database, made on purpose: writes to these tables wait until the lock is released, so
  // the requests below are certainly inside the server, mid-query, when the signal comes.
  const locker = new pg.Client({ connectionString: database });
  try {
    const recorder = new Recorder(server.url);
    const user = await signUp({ recorder, foods: [], date: TODAY, retryUnavailable: false });
    const foods = await sampleFoods(database, LOGS);
    await locker.connect();
    await locker.query('begin; lock table food_logs, meal_plans in exclusive mode');
    const inFlight = [
      ...Array.from({ length: PLANS }, () => recorder.send('POST', '/api/meal-plans', { ...user, body: {} })),
      ...foods.map((food, n) => recorder.send('POST', '/api/food-logs', { ...user, body: foodEntry(food, TODAY, n) })),
    ];
    const waiting = `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    // Polled from another connection: inside the locker's transaction the activity view stays as it was.
    await waitFor('the writes to reach the database', async () => (await runQuery<{ n: number }>(database, waiting))[0]!.n === PLANS + LOGS);

    const sigterm = performance.now();
    const exited = server.stop();
    await pause(300);
    const lateVisitor = await freshConnection(server.url);
    const exitedWhileInFlight = await Promise.race([exited.then(() => true), pause(0).then(() => false)]);
    await locker.query('commit');
    await locker.end();
    const released = performance.now();
    const answers = await Promise.all(inFlight);
    const code = await exited;
    const exitedAt = performance.now();

    report('graceful-stop', {
      inFlight: inFlight.length,
      lateVisitor,
      exitAfterReleaseMs: Math.round(exitedAt - released),
      exitAfterSigtermMs: Math.round(exitedAt - sigterm),
    });
    expect(exitedWhileInFlight).toBe(false);
    expect(answers.map((a) => a.status)).toEqual(Array(PLANS + LOGS).fill(201));
    expect(lateVisitor).toBe('ECONNREFUSED');
    expect(code).toBe(0);
    expect(exitedAt - released).toBeLessThan(EXIT_WITHIN_MS);
    // What the server acknowledged on its way out is stored, and it left no connection behind.
    expect(await missingFoodLogs(database, answers.slice(PLANS).map((a) => a.json.id as number))).toEqual([]);
    expect(await runQuery(database, 'select id from meal_plans where user_id = $1', [user.id])).toHaveLength(PLANS);
    expect(await runQuery(database, 'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).toEqual([]);
  } finally {
    await locker.end().catch(() => {});
    await server.stop();
  }
}, 120_000);
