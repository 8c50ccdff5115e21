import { performance } from 'node:perf_hooks';

/** Long enough that only a hang trips it; the tests assert far tighter bounds on what they record. */
const HANG_MS = 30_000;

export interface Outcome {
  /** Method and route, e.g. "POST /api/food-logs". */
  route: string;
  /** HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** When the request was sent and how long its answer took, in ms on the performance clock. */
  at: number;
  ms: number;
  /** Kept for answers other than 2xx only. */
  body?: string;
}

export interface Answer {
  status: number;
  json: any;
  cookie?: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every request the simulated users and probes make goes through here and is recorded. */
export class Recorder {
  readonly outcomes: Outcome[] = [];

  constructor(readonly base: string) {}

  /** `from` is the caller's address, passed as a reverse proxy would (X-Forwarded-For). */
  async send(method: string, path: string, opts: { cookie?: string | undefined; body?: unknown; from?: string | undefined } = {}): Promise<Answer> {
    const route = `${method} ${path.replace(/\?.*/, '')}`;
    const at = performance.now();
    try {
      const res = await fetch(this.base + path, {
        method,
        headers: {
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.from ? { 'x-forwarded-for': opts.from } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await res.text();
      const ok = res.status >= 200 && res.status < 300;
      this.outcomes.push({ route, status: res.status, at, ms: performance.now() - at, ...(ok ? {} : { body: text.slice(0, 500) }) });
      const session = res.headers.getSetCookie().find((c) => c.startsWith('platewise_session='));
      return { status: res.status, json: parseJson(text), ...(session ? { cookie: session.split(';')[0] } : {}) };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      this.outcomes.push({ route, status: 0, at, ms: performance.now() - at, body: cause });
      return { status: 0, json: null };
    }
  }
}

export interface Summary {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Count of answers by status, 2xx folded into one. */
  byStatus: Record<string, number>;
}

export function summarize(outcomes: Outcome[], seconds: number): Summary {
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const pick = (p: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? 0);
  const byStatus: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.status >= 200 && o.status < 300 ? '2xx' : String(o.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  return { requests: outcomes.length, perSecond: Math.round(outcomes.length / seconds), p50: pick(0.5), p99: pick(0.99), max: Math.round(times.at(-1) ?? 0), byStatus };
}
