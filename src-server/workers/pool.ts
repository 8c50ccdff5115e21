import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import type { TaskName, Tasks } from './tasks.ts';

/** Heavy jobs one user may have running or queued at once; more get a 429. */
export const HEAVY_JOBS_PER_USER = 2;
export const TOO_MANY_HEAVY_JOBS = `You already have ${HEAVY_JOBS_PER_USER} plans, photos or imports in progress. Please wait for one to finish.`;

// One core stays with the event loop, which answers every other request.
const THREADS = Math.max(1, availableParallelism() - 1);
const fromSource = import.meta.url.endsWith('.ts');

let pool: Piscina | undefined;
function sharedPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL(fromSource ? './tsx-tasks.mjs' : './tasks.js', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: 30_000,
  });
  return pool;
}

const running = new Map<string, number>();

export class TaskTimeoutError extends Error {}

/**
 * Runs a task in the worker pool (sized to the machine) for a user, at most HEAVY_JOBS_PER_USER at
 * once per user. A task past its time is aborted: Piscina ends that task's thread alone, so others'
 * tasks carry on, and a fresh thread takes its place.
 */
export async function runHeavy<N extends TaskName>(userId: string, name: N, input: Parameters<Tasks[N]>[0], timeoutMs: number): Promise<ReturnType<Tasks[N]>> {
  const count = running.get(userId) ?? 0;
  if (count >= HEAVY_JOBS_PER_USER) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_HEAVY_JOBS);
  running.set(userId, count + 1);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await sharedPool().run({ name, input }, { signal });
  } catch (error) {
    if (signal.aborted) throw new TaskTimeoutError(`${name} took longer than ${timeoutMs} ms`);
    throw error;
  } finally {
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  }
}
