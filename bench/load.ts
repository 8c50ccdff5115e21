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

export function formatLoadTable(rows: LoadResult[], bare: LoadResult): string {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'server CPU µs/req', 'Postgres CPU µs/req'];
  const cells = rows.map((r) => [
    r.label,
    String(r.rps),
    String(r.p50),
    String(r.p99),
    `${Math.round((r.rps / bare.rps) * 100)}%`,
    String(r.serverCpu ?? '-'),
    String(r.databaseCpu ?? '-'),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)].join('\n');
}
