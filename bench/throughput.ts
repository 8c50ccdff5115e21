// HTTP throughput and latency: pnpm bench:throughput. The app (src-server/main.ts) and a bare
// Fastify + pg server (bench/bare-server.ts) run in their own processes on a throwaway Postgres
// database; autocannon loads each route for a fixed time after a warm-up. The bare route is the
// machine's ceiling: it is loaded again just before each run of an app route, whose throughput is
// given as a share of that run (the median over a few such pairs), so other work on the machine and
// drift in its speed weigh on both alike. The table also gives the
// CPU each request cost the server and Postgres (read from /proc: Linux, local Postgres only).
import { pathToFileURL } from 'node:url';
import { loopbackProductionEnv } from '../e2e/support/local-services.ts';
import { dayBefore, foodLogBody, signUpBenchUser } from './bench-user.ts';
import { startCpuCount } from './cpu-time.ts';
import { formatLoadTable, measurePaired, medianResult, type LoadOptions, type LoadTarget, type PairedResult } from './load.ts';
import { createThrowawayDatabase, serverRuntime, spawnServer, type BenchServer } from './processes.ts';
import { QUERY_MIX } from './search.ts';

const OPTIONS: LoadOptions = {
  connections: 20,
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: 2,
};
/** Pairs of runs (bare route, then app route) per app route. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Share of the bare route's requests per second each app route should reach (tRPC's is missed: decisions 066 and 077). */
const GOALS = { rest: 0.35, trpc: 0.25 };
/** High enough never to answer 429 here, so every request is counted and none refused. */
const LIMIT_NEVER_REACHED = '1000000000';

interface Servers {
  bare: BenchServer;
  /** The app as the bench runs it: RATE_LIMIT_API_PER_MIN=0. */
  app: BenchServer;
  /** The app with the per-user API limit on, as by default. */
  limited: BenchServer;
}

/** The bare route, and the app routes with their goals. */
async function targets({ bare, app, limited }: Servers, databaseUrl: string) {
  const user = await signUpBenchUser(app.url);
  const { cookie } = user;
  const cpuOf = (server: BenchServer) => () => startCpuCount(server.pid, databaseUrl);
  const trpcInput = encodeURIComponent(JSON.stringify({ date: user.date }));
  const bareRoute: LoadTarget = { label: 'bare: Fastify + pg, user by id', url: `${bare.url}/users/${user.id}`, countCpu: cpuOf(bare) };
  const routes: (LoadTarget & { goal?: number })[] = [
    { label: 'REST GET /api/daily-progress', url: `${app.url}/api/daily-progress`, headers: { cookie }, countCpu: cpuOf(app), goal: GOALS.rest },
    {
      label: 'tRPC foodLog.dailyProgress',
      url: `${app.url}/api/trpc/foodLog.dailyProgress?input=${trpcInput}`,
      headers: { cookie },
      countCpu: cpuOf(app),
      goal: GOALS.trpc,
    },
    {
      // Logged the day before, so the daily-progress figures stay comparable across runs.
      label: 'REST POST /api/food-logs',
      url: `${app.url}/api/food-logs`,
      method: 'POST',
      headers: user.headers,
      body: foodLogBody(dayBefore(user.date)),
      countCpu: cpuOf(app),
      goal: GOALS.rest,
    },
    {
      label: `REST GET /api/food-search (${QUERY_MIX.length} queries)`,
      url: `${app.url}/api/food-search`,
      headers: { cookie },
      paths: QUERY_MIX.map((q) => `/api/food-search?q=${encodeURIComponent(q)}`),
      countCpu: cpuOf(app),
    },
    { label: 'REST GET /api/daily-progress, API limit on', url: `${limited.url}/api/daily-progress`, headers: { cookie }, countCpu: cpuOf(limited) },
  ];
  return { bareRoute, routes };
}

function goalLines(rows: PairedResult[], goals: (number | undefined)[]): string[] {
  return rows.flatMap(({ result, share }, i) => {
    const goal = goals[i];
    if (goal === undefined) return [];
    return [`${share >= goal ? 'met   ' : 'MISSED'} ${result.label}: ${Math.round(share * 100)}% of bare (goal >= ${goal * 100}%)`];
  });
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const runtime = serverRuntime();
  const database = await createThrowawayDatabase(adminUrl);
  const started: BenchServer[] = [];
  const start = async (file: string, env: Record<string, string>) => {
    const server = await spawnServer(file, env, runtime.node);
    started.push(server);
    return server;
  };
  const cleanUp = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await database.drop();
  };
  // On Ctrl-C, still stop the servers and drop the database before leaving.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log(`servers on Node ${runtime.version} (${runtime.node})`);
    console.log('starting the app (it migrates and loads the shipped foods), a second one with the API limit on, and the bare server...');
    const appEnv = { DATABASE_URL: database.url, LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MIN: '0' };
    const app = await start('src-server/main.ts', { ...appEnv, ...(await loopbackProductionEnv()) });
    const limited = await start('src-server/main.ts', { ...appEnv, ...(await loopbackProductionEnv()), RATE_LIMIT_API_PER_MIN: LIMIT_NEVER_REACHED });
    const bare = await start('bench/bare-server.ts', { DATABASE_URL: database.url });
    const { bareRoute, routes } = await targets({ bare, app, limited }, database.url);
    const rows: PairedResult[] = [];
    for (const route of routes) {
      console.log(`${ROUNDS} times: the bare route, then ${route.label}, ${OPTIONS.seconds} s each...`);
      rows.push(await measurePaired(bareRoute, route, OPTIONS, ROUNDS));
    }
    const bareMedian = medianResult(`${bareRoute.label} (median of ${rows.length} medians)`, rows.map((r) => r.bare));
    console.log(
      `\nHTTP throughput on Postgres, servers on Node ${runtime.version}, ${OPTIONS.connections} connections, ${OPTIONS.seconds} s per run after ${OPTIONS.warmupSeconds} s of warm-up, ` +
        `medians of ${ROUNDS} rounds\n`,
    );
    console.log(formatLoadTable(bareMedian, rows));
    console.log('');
    for (const line of goalLines(rows, routes.map((r) => r.goal))) console.log(line);
    // autocannon drops its connections at the end with requests still queued: let the servers finish them.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } finally {
    await cleanUp();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
