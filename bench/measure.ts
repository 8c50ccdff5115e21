import { performance } from 'node:perf_hooks';

export interface Measurement {
  label: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * Runs fn `runs` times one after another (after a short warm-up that is not counted) and returns
 * latency percentiles in milliseconds. fn gets the run number, e.g. to pick a query from a mix.
 */
export async function measure(label: string, fn: (run: number) => Promise<unknown>, runs: number, warmup = Math.min(20, Math.ceil(runs / 10))): Promise<Measurement> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    label,
    runs,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1)!),
    mean: round(times.reduce((sum, t) => sum + t, 0) / runs),
  };
}

export function formatTable(rows: Measurement[]): string {
  const header = ['scenario', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'mean ms'];
  const cells = rows.map((r) => [r.label, String(r.runs), String(r.p50), String(r.p95), String(r.max), String(r.mean)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)].join('\n');
}
