import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { cluster, freshDatabase, missingFoodLogs, sampleFoods, usersWithoutSession } from './support/database.ts';
import { Recorder, summarize, type Outcome } from './support/http.ts';
import { runLoad } from './support/load.ts';
import { startServer } from './support/server.ts';
import { pause, report, SECONDS, TODAY, USERS } from './support/settings.ts';
import { signUp } from './support/simulated-user.ts';

const OUTAGE_MS = 5_000;
/** While the database is down, every request is answered within this. */
const ANSWER_WITHIN_MS = 5_000;
const RECOVER_WITHIN_MS = 30_000;
/** Load before the outage, and again after recovery. */
const PHASE_MS = Math.max(3, Math.round(SECONDS / 4)) * 1000;

const ended = (o: Outcome) => o.at + o.ms;
const isHealth = (o: Outcome) => o.route === 'GET /api/health';

it(`answers 503 fast while Postgres restarts under ${USERS} users, then recovers by itself and loses nothing`, async () => {
  const database = await freshDatabase();
  const server = await startServer(database);
  const postgres = cluster();
  let down = false;
  let running = true;
  try {
    const recorder = new Recorder(server.url);
    const probes = new Recorder(server.url);
    const journey = { recorder, foods: await sampleFoods(database, 500), date: TODAY, retryUnavailable: true };
    const watcher = await signUp({ ...journey, recorder: probes });
    const load = runLoad(USERS, journey, () => running);
    // A monitor polling health and a user refreshing their day, every 100 ms throughout.
    const probing = (async () => {
      while (running) {
        await Promise.all([probes.send('GET', '/api/health'), probes.send('GET', `/api/daily-progress?date=${TODAY}`, { cookie: watcher.cookie, from: watcher.from })]);
        await pause(100);
      }
    })();

    await pause(PHASE_MS);
    const stopAt = performance.now();
    down = true;
    await postgres.stop();
    const stopped = performance.now();
    await pause(OUTAGE_MS);
    const startAt = performance.now();
    await postgres.start();
    down = false;
    const healthyAgain = () => probes.outcomes.filter((o) => isHealth(o) && o.status === 200 && o.at > startAt);
    while (healthyAgain().length === 0) {
      if (performance.now() - startAt > RECOVER_WITHIN_MS) throw new Error(`no recovery after the restart; server output:\n${server.output()}`);
      await pause(50);
    }
    const recovered = Math.min(...healthyAgain().map(ended));
    await pause(PHASE_MS);
    running = false;
    const { runs, failures } = await load;
    await probing;

    const all = [...recorder.outcomes, ...probes.outcomes];
    const duringOutage = all.filter((o) => ended(o) > stopAt && o.at < recovered);
    const unavailable = all.filter((o) => o.status === 503);
    const healthWhileDown = probes.outcomes.filter((o) => isHealth(o) && o.at > stopped && ended(o) < startAt);
    const acked = runs.flatMap((r) => r.acked);
    report('db-restart', {
      users: USERS,
      ...summarize(all, (performance.now() - stopAt + PHASE_MS) / 1000),
      slowestWhileDownMs: Math.round(Math.max(...duringOutage.map((o) => o.ms))),
      pgStopTookMs: Math.round(stopped - stopAt),
      first503AfterStopMs: Math.round(Math.min(...probes.outcomes.filter((o) => o.status === 503).map(ended)) - stopAt),
      healthyAfterStartMs: Math.round(recovered - startAt),
      journeys: runs.filter((r) => r.finished).length,
      writes: acked.length,
    });

    expect(failures).toEqual([]);
    // Every request got an answer, those around the outage quickly; the only failure is the clear 503,
    // and only while Postgres was away. (Latency under load alone is the load test's figure.)
    expect(all.filter((o) => o.status === 0)).toEqual([]);
    expect(duringOutage.filter((o) => o.ms > ANSWER_WITHIN_MS)).toEqual([]);
    expect(all.filter((o) => o.status !== 503 && (o.status < 200 || o.status >= 300))).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.filter((o) => ended(o) < stopAt || o.at > recovered)).toEqual([]);
    for (const o of unavailable) {
      const expected = isHealth(o) ? { status: 'degraded', db: 'down' } : { message: 'The database is not answering right now. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE', issues: [], reason: 'databaseDown', params: {} };
      expect(JSON.parse(o.body!)).toEqual(expected);
    }
    expect(healthWhileDown.length).toBeGreaterThan(0);
    expect(healthWhileDown.filter((o) => o.status !== 503)).toEqual([]);
    expect(recorder.outcomes.filter((o) => o.at > recovered && o.route === 'POST /api/food-logs' && o.status === 201).length).toBeGreaterThan(0);

    expect(await missingFoodLogs(database, acked)).toEqual([]);
    expect(await usersWithoutSession(database)).toBe(0);
    expect(await server.stop()).toBe(0);
  } finally {
    running = false;
    if (down) await postgres.start().catch(() => {});
    await server.stop();
  }
}, 2 * PHASE_MS + OUTAGE_MS + RECOVER_WITHIN_MS + 240_000);
