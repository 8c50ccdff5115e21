import autocannon from 'autocannon';
import type { CpuUsed } from './cpu-time.ts';

export interface LoadTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths taken in turn by each connection instead of url's own path (e.g. a mix of search queries). */
  paths?: string[];
  /** Starts counting the CPU the server and the database use; the function it returns stops. */
  countCpu(): Promise<() => Promise<CpuUsed>>;
}

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** CPU microseconds per request. */
  serverCpu?: number;
  databaseCpu?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

function run(target: LoadTarget, connections: number, seconds: number) {
  const base = { method: target.method ?? 'GET', headers: target.headers, body: target.body };
  return autocannon({
    url: target.url,
    connections,
    duration: seconds,
    ...base,
    ...(target.paths ? { requests: target.paths.map((path) => ({ ...base, path })) } : {}),
  });
}

const perRequest = (seconds: number | undefined, requests: number) => (seconds === undefined ? undefined : Math.round((seconds * 1e6) / requests));

/** Warms the route up, then loads it for a fixed time; any error or non-2xx answer fails the run so a broken route cannot look fast. */
export async function measureLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  await run(target, options.connections, options.warmupSeconds);
  const stopCounting = await target.countCpu();
  const result = await run(target, options.connections, options.seconds);
  const cpu = await stopCounting();
  if (result.errors || result.non2xx) {
    throw new Error(`${target.label}: ${result.errors} errors, ${result.non2xx} non-2xx answers out of ${result.requests.total}`);
  }
  const requests = result.requests.total;
  return {
    label: target.label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpu: perRequest(cpu.server, requests),
    databaseCpu: perRequest(cpu.database, requests),
  };
}

/** A route's figures beside those of the bare route loaded just before it: medians over the rounds. */
export interface PairedResult {
  result: LoadResult;
  bare: LoadResult;
  /** The median over the rounds of the route's requests per second over the bare route's just before. */
  share: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Rounds of the bare route then the route, so drift in the machine's speed weighs on each pair alike. */
export async function measurePaired(bareRoute: LoadTarget, route: LoadTarget, options: LoadOptions, rounds: number): Promise<PairedResult> {
  const bareRuns: LoadResult[] = [];
  const runs: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    bareRuns.push(await measureLoad(bareRoute, options));
    runs.push(await measureLoad(route, options));
  }
  return {
    bare: medianResult(bareRoute.label, bareRuns),
    result: medianResult(route.label, runs),
    share: median(runs.map((run, i) => run.rps / bareRuns[i]!.rps)),
  };
}

/** The bare route's figures over its runs: the median of each. */
export function medianResult(label: string, runs: LoadResult[]): LoadResult {
  const of = (pick: (r: LoadResult) => number | undefined) => {
    const values = runs.map(pick).filter((v) => v !== undefined);
    return values.length === runs.length ? median(values) : undefined;
  };
  return { label, rps: of((r) => r.rps)!, p50: of((r) => r.p50)!, p99: of((r) => r.p99)!, serverCpu: of((r) => r.serverCpu), databaseCpu: of((r) => r.databaseCpu) };
}

export function formatLoadTable(bare: LoadResult, rows: PairedResult[]): string {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'Postgres CPU µs/req', 'bare req/s, same rounds', 'vs bare'];
  const cells = [{ result: bare, bare, share: 1 }, ...rows].map(({ result: r, bare: b, share }) => [
    r.label,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    String(r.serverCpu ?? '-'),
    String(r.databaseCpu ?? '-'),
    r === bare ? '' : String(b.rps),
    `${Math.round(share * 100)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)].join('\n');
}
