import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { runQuery } from '../e2e/support/local-services.ts';

/** One read as the signed-in user: a path (or one per run, e.g. a mix of queries) and, for a POST, its body. */
export interface Read {
  label: string;
  path: string | ((run: number) => string);
  method?: 'GET' | 'POST';
  body?: string;
  /** Timed runs, when not the bench's default. */
  runs?: number;
}

export interface ReadFigures {
  label: string;
  runs: number;
  p50: number;
  p95: number;
  /** CPU microseconds per request, all the app's threads and every Postgres backend of the database. */
  appCpu: number;
  databaseCpu: number;
  /** The answer's size, KB (the last run's). */
  kb: number;
  /** The app's highest resident memory while the read ran, MB (sampled). */
  peakRss: number;
}

export interface Target {
  url: string;
  pid: number;
  cookie: string;
  databaseUrl: string;
}

const RSS_SAMPLE_MS = 5;

/** CPU nanoseconds a process's threads have run so far (schedstat's first field, exact where /proc/<pid>/stat counts 10 ms ticks). */
function processCpuNs(pid: number): number {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  let ns = 0;
  for (const task of tasks) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended since the listing.
    }
  }
  return ns;
}

/** Each client backend of the database and its CPU so far; the connection asking is left out. */
async function backendsCpuNs(databaseUrl: string): Promise<Map<number, number>> {
  const rows = await runQuery<{ pid: number }>(
    databaseUrl,
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuNs(pid)]));
}

/** Starts counting the app's and Postgres's CPU; the function returned gives the nanoseconds of each since. */
async function countCpu(target: Target): Promise<() => Promise<{ app: number; database: number }>> {
  const app = processCpuNs(target.pid);
  const backends = await backendsCpuNs(target.databaseUrl);
  return async () => {
    const appNow = processCpuNs(target.pid);
    const backendsNow = await backendsCpuNs(target.databaseUrl);
    let database = 0;
    // A backend opened meanwhile counts from zero; one closed meanwhile is missed (pools keep theirs open).
    for (const [pid, ns] of backendsNow) database += ns - (backends.get(pid) ?? 0);
    return { app: appNow - app, database };
  };
}

export function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : 0;
}

/** The highest resident memory of the process while fn runs, sampled every few milliseconds. */
async function peakRssWhile<T>(pid: number, fn: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = residentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), RSS_SAMPLE_MS);
  try {
    const value = await fn();
    return { value, peak: Math.max(peak, residentMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Sends the read once and reads the whole answer; a non-2xx answer throws, so a broken read cannot look fast. */
async function send(target: Target, read: Read, run: number): Promise<number> {
  const path = typeof read.path === 'string' ? read.path : read.path(run);
  const headers: Record<string, string> = read.body === undefined ? { cookie: target.cookie } : { cookie: target.cookie, 'content-type': 'application/json' };
  const res = await fetch(`${target.url}${path}`, { method: read.method ?? 'GET', headers, body: read.body });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${read.label}: ${path} answered ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  return body.byteLength;
}

/** The read `runs` times one after another after a warm-up: latency percentiles, CPU per request on both sides, answer size and peak memory. */
export async function measureRead(target: Target, read: Read, defaultRuns: number): Promise<ReadFigures> {
  const runs = read.runs ?? defaultRuns;
  for (let i = 0; i < Math.max(1, Math.ceil(runs / 10)); i++) await send(target, read, i);
  const times: number[] = [];
  let bytes = 0;
  const stopCounting = await countCpu(target);
  const { peak } = await peakRssWhile(target.pid, async () => {
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      bytes = await send(target, read, i);
      times.push(performance.now() - start);
    }
  });
  const cpu = await stopCounting();
  times.sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    label: read.label,
    runs,
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    appCpu: Math.round(cpu.app / 1000 / runs),
    databaseCpu: Math.round(cpu.database / 1000 / runs),
    kb: round1(bytes / 1024),
    peakRss: Math.round(peak),
  };
}
