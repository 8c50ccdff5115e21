// Per-user reads over years of history: pnpm bench:scale [--size small|medium|large] [--sizes small,medium,large].
// For each size, a throwaway Postgres database: the app starts on it (it migrates and loads the shipped
// foods), one user signs up, then everyone's history is generated inside Postgres (bench/scale-data.ts).
// That user's reads are then sent one after another through HTTP after a warm-up: p50/p95, the CPU the
// app and Postgres spent per request (/proc/<pid>/task/*/schedstat: Linux, local Postgres only), the
// answer's size and the app's peak resident memory (sampled). With several sizes, how each figure grows.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { addDays } from '../src/domain/dates.ts';
import { loopbackProductionEnv } from '../e2e/support/local-services.ts';
import { signUpBenchUser } from './bench-user.ts';
import { createThrowawayDatabase, serverRuntime, spawnServer } from './processes.ts';
import { generateHistory, SIZE_ROWS, type Generated, type ScaleSize } from './scale-data.ts';
import { measureRead, residentMb, type Read, type ReadFigures } from './scale-measure.ts';
import { QUERY_MIX } from './search.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const EXPORT_RUNS = 5;
const MB = 1024 * 1024;

interface SizeResult {
  size: ScaleSize;
  generated: Generated;
  idleRss: number;
  reads: ReadFigures[];
}

/** What the user's screens read, for the user's today. */
function reads(today: string): Read[] {
  return [
    { label: 'daily progress', path: '/api/daily-progress' },
    { label: 'day log', path: `/api/food-logs?date=${today}` },
    { label: 'history chart, 90 days', path: '/api/history?days=90' },
    { label: 'weight chart, every weigh-in', path: '/api/weight-logs' },
    { label: 'weekly summary', path: '/api/ai/weekly-summary', method: 'POST', body: '{}' },
    { label: 'check-in', path: '/api/check-in' },
    { label: 'nutrients, 30 days', path: `/api/nutrients?from=${addDays(today, -29)}&to=${today}` },
    { label: 'streak and achievements', path: '/api/progress' },
    { label: `search, frequent foods first (${QUERY_MIX.length} queries)`, path: (run) => `/api/food-search?q=${encodeURIComponent(QUERY_MIX[run % QUERY_MIX.length]!)}` },
    { label: 'full export (JSON)', path: '/api/export', runs: EXPORT_RUNS },
  ];
}

function parseSizes(): ScaleSize[] {
  const { values } = parseArgs({ options: { size: { type: 'string' }, sizes: { type: 'string' } } });
  const sizes = (values.sizes ?? values.size ?? 'small').split(',').map((s) => s.trim());
  for (const size of sizes) if (!Object.hasOwn(SIZE_ROWS, size)) throw new Error(`unknown size ${size}: small, medium or large`);
  return sizes as ScaleSize[];
}

async function runSize(size: ScaleSize, node: string, adminUrl: string, cleanUps: Set<() => Promise<void>>): Promise<SizeResult> {
  const database = await createThrowawayDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MIN: '0', ...(await loopbackProductionEnv()) };
  let stopApp = async () => {};
  const cleanUp = async () => {
    await stopApp();
    await database.drop();
  };
  cleanUps.add(cleanUp);
  try {
    console.log(`\n${size}: starting the app (it migrates and loads the shipped foods)...`);
    const app = await spawnServer('src-server/main.ts', env, node);
    stopApp = () => app.stop();
    const user = await signUpBenchUser(app.url);
    const generated = await generateHistory(database.url, user.id, size);
    console.log(describe(size, generated));
    const target = { url: app.url, pid: app.pid, cookie: user.cookie, databaseUrl: database.url };
    const idleRss = Math.round(residentMb(app.pid));
    const figures: ReadFigures[] = [];
    for (const read of reads(user.date)) {
      console.log(`  ${read.label}: ${read.runs ?? RUNS} runs...`);
      figures.push(await measureRead(target, read, RUNS));
    }
    return { size, generated, idleRss, reads: figures };
  } finally {
    await cleanUp();
    cleanUps.delete(cleanUp);
  }
}

function describe(size: ScaleSize, g: Generated): string {
  const mb = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en')} MB`;
  return (
    `${size}: ${g.users.toLocaleString('en')} users, ${g.foodLogs.toLocaleString('en')} food-log rows (the measured user: ${g.measuredEntries.toLocaleString('en')} over three years); ` +
    `generated in ${g.seconds.toFixed(0)} s; database ${mb(g.bytesBefore)} → ${mb(g.bytesAfter)} (+${mb(g.bytesAfter - g.bytesBefore)})`
  );
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

function sizeTable(result: SizeResult): string {
  const header = ['read', 'runs', 'p50 ms', 'p95 ms', 'app CPU µs/req', 'Postgres CPU µs/req', 'answer KB', 'app peak RSS MB'];
  const rows = result.reads.map((r) => [r.label, r.runs, r.p50, r.p95, r.appCpu, r.databaseCpu, r.kb, r.peakRss].map(String));
  return `${describe(result.size, result.generated)}; app idle RSS ${result.idleRss} MB\n\n${table(header, rows)}`;
}

/** Each figure at the largest size over the smallest's. */
function growthTable(first: SizeResult, last: SizeResult): string {
  const times = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(2)}×` : '-');
  const rows = first.reads.map((r, i) => {
    const l = last.reads[i]!;
    return [r.label, times(r.p50, l.p50), times(r.p95, l.p95), times(r.appCpu, l.appCpu), times(r.databaseCpu, l.databaseCpu), times(r.kb, l.kb), times(r.peakRss, l.peakRss)];
  });
  return (
    `Growth from ${first.size} (${first.generated.foodLogs.toLocaleString('en')} food-log rows) to ${last.size} (${last.generated.foodLogs.toLocaleString('en')})\n\n` +
    table(['read', 'p50', 'p95', 'app CPU', 'Postgres CPU', 'answer size', 'peak RSS'], rows)
  );
}

/** Generation time and disk for the large size, in proportion to the food-log rows of a smaller run. */
function largeEstimate(from: SizeResult): string {
  const scale = SIZE_ROWS.large / from.generated.foodLogs;
  const minutes = (from.generated.seconds * scale) / 60;
  const gb = ((from.generated.bytesAfter - from.generated.bytesBefore) * scale) / 1024 ** 3;
  // Below some 100 thousand rows the fixed costs (vacuum, a few hundred statements) weigh most: the time is then too high.
  const high = from.generated.foodLogs < 100_000 ? ' (high: fixed costs weigh most at this size)' : '';
  return `Large, in proportion to ${from.size}'s rows: generation about ${minutes.toFixed(0)} min${high}, about ${gb.toFixed(1)} GB of disk.`;
}

async function main(): Promise<void> {
  const sizes = parseSizes();
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const runtime = serverRuntime();
  const cleanUps = new Set<() => Promise<void>>();
  // On Ctrl-C, still stop the app and drop the database before leaving.
  process.once('SIGINT', () => void Promise.all([...cleanUps].map((c) => c())).finally(() => process.exit(130)));
  console.log(`app on Node ${runtime.version}; ${RUNS} runs a read (${EXPORT_RUNS} for the export) after a warm-up`);
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await runSize(size, runtime.node, adminUrl, cleanUps));
  for (const result of results) console.log(`\n${sizeTable(result)}`);
  if (results.length > 1) console.log(`\n${growthTable(results[0]!, results.at(-1)!)}`);
  const last = results.at(-1)!;
  if (last.size !== 'large') console.log(`\n${largeEstimate(last)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
