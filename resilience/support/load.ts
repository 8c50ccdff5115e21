import { simulateUser, type Journey, type UserRun } from './simulated-user.ts';

export interface LoadResult {
  runs: UserRun[];
  /** Why each failed user stopped. */
  failures: string[];
}

/** Keeps `users` simulated users going at once, replacing each one that finishes, while `running()` holds. */
export async function runLoad(users: number, journey: Journey, running: () => boolean): Promise<LoadResult> {
  const result: LoadResult = { runs: [], failures: [] };
  const worker = async () => {
    while (running()) {
      const run: UserRun = { acked: [], finished: false };
      result.runs.push(run);
      await simulateUser(journey, run).catch((error: unknown) => result.failures.push(error instanceof Error ? error.message : String(error)));
    }
  };
  await Promise.all(Array.from({ length: users }, worker));
  return result;
}
