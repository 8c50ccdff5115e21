import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';
import type { TaskName, Tasks } from './tasks.ts';

/** Heavy jobs one user may have running or queued at once; more get a 429. */
export const HEAVY_JOBS_PER_USER = 2;

// One core stays with the event loop, which answers every other request.
const THREADS = Math.max(1, availableParallelism() - 1);
const fromSource = import.meta.url.endsWith('.ts');

export class TaskTimeoutError extends Error {}

/**
 * The app's worker pool (sized to the machine) for CPU-heavy pure work, with at most
 * HEAVY_JOBS_PER_USER jobs per user at once. The app keeps one (`app.workers`) and ends it on close.
 */
export class WorkerPool {
  #piscina: Piscina | undefined;
  readonly #running = new Map<string, number>();

  // Started on first use, so an app that never runs heavy work starts no thread. One thread is always
  // kept: when a running task is aborted, Piscina (5.3) replaces its thread only up to minThreads,
  // and with none left the tasks queued behind it would never start.
  #pool(): Piscina {
    this.#piscina ??= new Piscina({
      filename: new URL(fromSource ? './tsx-tasks.mjs' : './tasks.js', import.meta.url).href,
      minThreads: 1,
      maxThreads: THREADS,
      idleTimeout: 30_000,
    });
    return this.#piscina;
  }

  /**
   * Runs a task for a user. Its time counts from when a thread starts it, not while it waits behind
   * another user's task. A task past its time is aborted: Piscina ends that task's thread alone, so
   * others' tasks carry on, and a fresh thread takes its place. Buffers in `transfer` are moved to
   * the thread, not copied (they are unusable here afterwards).
   */
  async run<N extends TaskName>(userId: string, name: N, input: Parameters<Tasks[N]>[0], timeoutMs: number, transfer: readonly ArrayBuffer[] = []): Promise<ReturnType<Tasks[N]>> {
    const release = this.hold(userId);
    const abort = new AbortController();
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    started.once('message', () => (timer = setTimeout(() => abort.abort(), timeoutMs)));
    try {
      return await this.#pool().run({ name, input, started: startedInWorker }, { signal: abort.signal, transferList: [startedInWorker, ...transfer] });
    } catch (error) {
      if (abort.signal.aborted) throw new TaskTimeoutError(`${name} took longer than ${timeoutMs} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
      started.close();
      release();
    }
  }

  /**
   * Counts a heavy job done outside the pool (a streamed export) against the user's limit until
   * the returned function is called; a 429 when the user already has HEAVY_JOBS_PER_USER.
   */
  hold(userId: string): () => void {
    const count = this.#running.get(userId) ?? 0;
    if (count >= HEAVY_JOBS_PER_USER) throw new AppError('TOO_MANY_REQUESTS', 'tooManyHeavyJobs', { params: { max: HEAVY_JOBS_PER_USER } });
    this.#running.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#running.get(userId) ?? 1) - 1;
      if (left > 0) this.#running.set(userId, left);
      else this.#running.delete(userId);
    };
  }

  async close(): Promise<void> {
    await this.#piscina?.close({ force: true });
  }
}
