import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { allUserRows } from '../../repositories/data-transfer.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { toUserDto } from '../users/user-dto.ts';
import { CSV_HEADER, exportRow, type ExportSection } from './export-rows.ts';

/** Rows per task: copying this many to a thread keeps the event loop for a few milliseconds only. */
const ROWS_PER_TASK = 1000;
const TASK_TIMEOUT_MS = 60_000;

const header = (user: UserRow) => ({ app: 'Platewise' as const, version: 1, exportedAt: new Date().toISOString(), profile: toUserDto(user) });

/** Everything Platewise keeps about the user, in the shape the JSON import reads back (tRPC's `data.exportAll`). */
export async function exportAll(db: Database, user: UserRow) {
  const [foods, weights, plans, sessions] = await allUserRows(db, user.id);
  return {
    ...header(user),
    foodLogs: foods.map(exportRow.foodLogs),
    weightLogs: weights.map(exportRow.weightLogs),
    mealPlans: plans.map(exportRow.mealPlans),
    mealPrepSessions: sessions.map(exportRow.mealPrepSessions),
  };
}

/** A section's rows serialised in the worker pool, a slice at a time. */
async function serialised(workers: WorkerPool, userId: string, section: ExportSection | 'csv', rows: unknown[]): Promise<string[]> {
  const parts: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_TASK) {
    parts.push(await workers.run(userId, 'serialiseRows', { section, rows: rows.slice(i, i + ROWS_PER_TASK) }, TASK_TIMEOUT_MS));
  }
  return parts;
}

/**
 * The same document as `exportAll`, as JSON text (the download): the rows are read here and turned
 * into text in the worker pool, so a years-long history does not hold up other users' requests.
 */
export async function exportJson(db: Database, workers: WorkerPool, user: UserRow): Promise<string> {
  const [foods, weights, plans, sessions] = await allUserRows(db, user.id);
  const sections: [ExportSection, unknown[]][] = [['foodLogs', foods], ['weightLogs', weights], ['mealPlans', plans], ['mealPrepSessions', sessions]];
  const bodies: string[] = [];
  for (const [name, rows] of sections) bodies.push(`${JSON.stringify(name)}:[${(await serialised(workers, user.id, name, rows)).join(',')}]`);
  return `${JSON.stringify(header(user)).slice(0, -1)},${bodies.join(',')}}`;
}

/** The food log as CSV, turned into text in the worker pool. */
export async function foodLogCsv(db: Database, workers: WorkerPool, user: UserRow): Promise<string> {
  const [foods] = await allUserRows(db, user.id);
  return [CSV_HEADER.join(',') + '\n', ...(await serialised(workers, user.id, 'csv', foods))].join('');
}
