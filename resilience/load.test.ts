import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { foodLogCounts, freshDatabase, missingFoodLogs, sampleFoods } from './support/database.ts';
import { Recorder, summarize } from './support/http.ts';
import { runLoad } from './support/load.ts';
import { startServer } from './support/server.ts';
import { report, SECONDS, TODAY, until, USERS } from './support/settings.ts';

it(`serves ${USERS} concurrent users for ${SECONDS} s without an error and keeps every acknowledged write`, async () => {
  const database = await freshDatabase();
  const server = await startServer(database);
  try {
    const recorder = new Recorder(server.url);
    const journey = { recorder, foods: await sampleFoods(database, 500), date: TODAY, retryUnavailable: false };
    const started = performance.now();
    const { runs, failures } = await runLoad(USERS, journey, until(SECONDS));
    const summary = summarize(recorder.outcomes, (performance.now() - started) / 1000);
    const acked = runs.flatMap((r) => r.acked);
    report('load', { users: USERS, seconds: SECONDS, journeys: runs.filter((r) => r.finished).length, writes: acked.length, ...summary });

    expect(failures).toEqual([]);
    expect(summary.byStatus).toEqual({ '2xx': summary.requests });
    expect(runs.filter((r) => r.finished).length).toBeGreaterThanOrEqual(USERS);
    expect(await missingFoodLogs(database, acked)).toEqual([]);
    // Nothing extra either: each user holds exactly the entries they were told were saved.
    const counts = await foodLogCounts(database, runs.map((r) => r.id!));
    expect(runs.filter((r) => (counts.get(r.id!) ?? 0) !== r.acked.length)).toEqual([]);
    expect(await server.stop()).toBe(0);
  } finally {
    await server.stop();
  }
}, (SECONDS + 180) * 1000);
