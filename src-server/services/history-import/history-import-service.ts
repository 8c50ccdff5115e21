import { HISTORY_UPLOAD_MAX_BYTES, type HistoryBatchDto, type HistoryCounts, type HistoryFormat } from '../../../src/schemas/history-import.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { TaskTimeoutError, type WorkerPool } from '../../workers/pool.ts';
import { deleteBatch, deleteHistoryRows, dropPreviews, existingBetween, insertBatch, insertHistoryRows, listBatches, lockedBatch, markImported } from '../../repositories/import-batches.ts';
import { followLatestWeighIn } from '../users/profile-service.ts';
import { appleHealthReader } from './apple-health.ts';
import { cronometerReader } from './cronometer.ts';
import { garminReader } from './garmin.ts';
import { googleFitReader } from './google-fit.ts';
import { countsOf, dateRange, keepLoggable, splitDuplicates, type HistoryReader, type HistoryRows, type ReaderOptions } from '../../../src/domain/history-rows.ts';
import { fitbitReader } from './fitbit.ts';
import { loseItReader } from './lose-it.ts';
import { withingsReader } from './withings.ts';
import type { WholeFileFormat } from './whole-file.ts';

/** Text files are read as they stream; zip-based ones (whole-file.ts) once the upload is whole, in the worker pool. */
const TEXT_READERS: Record<Exclude<HistoryFormat, WholeFileFormat>, (options: ReaderOptions) => HistoryReader> = {
  'apple-health': appleHealthReader,
  'google-fit': googleFitReader,
  withings: withingsReader,
  garmin: garminReader,
  cronometer: cronometerReader,
  'lose-it': loseItReader,
  fitbit: fitbitReader,
};

const isTextFormat = (format: HistoryFormat): format is keyof typeof TEXT_READERS => Object.hasOwn(TEXT_READERS, format);

/** A spreadsheet or phone database of a few MB reads in seconds; a hostile zip is stopped here. */
const WHOLE_FILE_TIMEOUT_MS = 120_000;

const DEFAULT_OPTIONS: ReaderOptions = { weightUnit: 'kg' };

/** A batch's figures as stored with it. */
interface BatchCounts {
  records: number;
  skipped: number;
  toAdd: HistoryCounts;
  duplicates: HistoryCounts;
  firstDate: string | null;
  lastDate: string | null;
}

type BatchRow = { id: number; format: string; file_name: string; status: 'preview' | 'imported'; counts: unknown; created_at: Date; imported_at: Date | null };

function toDto(row: BatchRow): HistoryBatchDto {
  const counts = row.counts as BatchCounts;
  return {
    id: row.id, format: row.format as HistoryFormat, fileName: row.file_name, status: row.status, records: counts.records, skipped: counts.skipped, toAdd: counts.toAdd,
    duplicates: counts.duplicates, firstDate: counts.firstDate, lastDate: counts.lastDate, createdAt: row.created_at.toISOString(), importedAt: row.imported_at?.toISOString() ?? null,
  };
}

async function compare(db: Database, userId: string, rows: HistoryRows) {
  const { firstDate, lastDate } = dateRange(rows);
  const existing = firstDate && lastDate ? await existingBetween(db, userId, firstDate, lastDate) : { weights: [], stepDays: [], activity: [], foods: [] };
  return { ...splitDuplicates(rows, existing), firstDate, lastDate };
}

/**
 * A whole file's bytes, copied once into a buffer of their own (the stream's chunks may share a
 * pooled one) that is moved, not copied, to a worker thread: unzipping and parsing a spreadsheet or
 * a SQLite database would otherwise hold the event loop for seconds.
 */
async function readWholeFile(workers: WorkerPool, userId: string, format: WholeFileFormat, chunks: Buffer[], length: number, options: ReaderOptions): Promise<HistoryRows> {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks.splice(0)) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  try {
    return await workers.run(userId, 'readHistoryFile', { format, bytes, options }, WHOLE_FILE_TIMEOUT_MS, [bytes.buffer]);
  } catch (error) {
    if (error instanceof TaskTimeoutError) throw new AppError('UNPROCESSABLE_CONTENT', 'historyImportTooSlow', { params: { seconds: WHOLE_FILE_TIMEOUT_MS / 1000 } });
    throw error;
  }
}

/** A file fed to its reader as it arrives, each chunk let go once parsed; past `maxBytes` it is a 413. */
export async function readHistoryRows(workers: WorkerPool, userId: string, format: HistoryFormat, body: AsyncIterable<Buffer>, maxBytes: number, options = DEFAULT_OPTIONS): Promise<HistoryRows> {
  const reader = isTextFormat(format) ? TEXT_READERS[format](options) : null;
  // Spreadsheets and phone databases are read whole, in memory: years of MacroFactor or Health Connect
  // data are a few MB, so they get a cap of their own however high the streaming formats' limit is set.
  const limit = reader ? maxBytes : Math.min(maxBytes, HISTORY_UPLOAD_MAX_BYTES);
  const decoder = new TextDecoder('utf-8');
  const whole: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes > limit) throw new AppError('PAYLOAD_TOO_LARGE', 'historyImportTooLarge', { params: { megabytes: Math.round(limit / 2 ** 20) } });
    if (reader) reader.write(decoder.decode(chunk, { stream: true }));
    else whole.push(chunk);
  }
  if (!reader) return keepLoggable(await readWholeFile(workers, userId, format as WholeFileFormat, whole, bytes, options));
  reader.write(decoder.decode());
  return keepLoggable(await reader.end());
}

/**
 * Reads a file as it arrives (never whole in memory), compares it with the log and keeps what it
 * would add as a preview batch; nothing is logged until the batch is imported. A file past `maxBytes`
 * is a 413, one with none of the records read a 400.
 */
export async function readHistoryFile(db: Database, workers: WorkerPool, user: UserRow, format: HistoryFormat, fileName: string, body: AsyncIterable<Buffer>, maxBytes: number): Promise<HistoryBatchDto> {
  const rows = await readHistoryRows(workers, user.id, format, body, maxBytes, { weightUnit: user.weight_unit === 'lb' ? 'lb' : 'kg' });
  if (rows.records === 0) throw new AppError('BAD_REQUEST', 'historyImportNothingRead', { params: { format } });
  const { fresh, duplicates, firstDate, lastDate } = await compare(db, user.id, rows);
  const counts: BatchCounts = { records: rows.records, skipped: rows.skipped, toAdd: countsOf(fresh), duplicates, firstDate, lastDate };
  await dropPreviews(db, user.id);
  const batch = await insertBatch(db, { user_id: user.id, format, file_name: fileName, pending: JSON.stringify(rows), counts: JSON.stringify(counts) });
  return toDto(batch);
}

export async function historyImports(db: Database, user: UserRow): Promise<HistoryBatchDto[]> {
  return (await listBatches(db, user.id)).map(toDto);
}

const notFound = () => new AppError('NOT_FOUND', 'historyImportNotFound');

/** Logs a previewed file's new rows, compared with the log again (it may have changed since). */
export async function importHistoryBatch(db: Database, user: UserRow, id: number): Promise<HistoryBatchDto> {
  const batch = await db.transaction().execute(async (trx) => {
    const row = await lockedBatch(trx, user.id, id);
    if (!row) throw notFound();
    if (row.status === 'imported') throw new AppError('CONFLICT', 'historyImportDone');
    const rows = row.pending as HistoryRows;
    const { fresh, duplicates, firstDate, lastDate } = await compare(trx, user.id, rows);
    await insertHistoryRows(trx, user.id, id, fresh);
    if (fresh.weights.length) await followLatestWeighIn(trx, user.id);
    const counts: BatchCounts = { records: rows.records, skipped: rows.skipped, toAdd: countsOf(fresh), duplicates, firstDate, lastDate };
    await markImported(trx, id, JSON.stringify(counts));
    return lockedBatch(trx, user.id, id);
  });
  return toDto(batch!);
}

/** Undoes an import: every row it added goes, whatever was logged around it stays. A preview is discarded. */
export async function undoHistoryBatch(db: Database, user: UserRow, id: number): Promise<{ id: number; removed: true }> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedBatch(trx, user.id, id);
    if (!row) throw notFound();
    const { weights } = await deleteHistoryRows(trx, user.id, id);
    await deleteBatch(trx, user.id, id);
    if (weights) await followLatestWeighIn(trx, user.id);
  });
  return { id, removed: true };
}
