import { performance } from 'node:perf_hooks';

function positiveWhole(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

/** Simulated users at once; the full form is 200. */
export const USERS = positiveWhole('RESILIENCE_USERS', 200);
/** How long the load runs, in seconds; the full form is 60. */
export const SECONDS = positiveWhole('RESILIENCE_SECONDS', 60);

/** Users log today (UTC, every simulated user's zone) and read that day back. */
export const TODAY = new Date().toISOString().slice(0, 10);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True until `seconds` from now. */
export function until(seconds: number): () => boolean {
  const deadline = performance.now() + seconds * 1000;
  return () => performance.now() < deadline;
}

/** One line of figures per check, so a run's numbers can be read off its output. */
export function report(check: string, figures: Record<string, unknown>) {
  console.info(`[resilience] ${check} ${JSON.stringify(figures)}`);
}
