import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import { HISTORY_UPLOAD_MAX_BYTES, type HistoryBatchDto, type HistoryFormat, type HistoryUploadDto, type HistoryUploadEncoding, type HistoryUploadInput } from '../../../src/schemas/history-import.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { addPart, deleteUpload, deleteUploadsBefore, deleteUserUploads, findUpload, insertUpload, partAt, sameUpload } from '../../repositories/import-uploads.ts';
import { readHistoryFile } from './history-import-service.ts';

/** An upload nobody finished within a day is abandoned. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Parts are handed to the reader in pieces of this size, as a socket hands over a streamed upload. */
const PIECE_BYTES = 64 * 1024;

type UploadRow = { id: number; format: string; file_name: string; size: number; encoding: HistoryUploadEncoding; received: number };

const toDto = (row: UploadRow): HistoryUploadDto => ({
  id: row.id, format: row.format as HistoryFormat, fileName: row.file_name, size: row.size, encoding: row.encoding, offset: row.received,
});

const notFound = () => new AppError('NOT_FOUND', 'historyImportNotFound');

/** The largest file sent in parts: the fixed cap, or the instance's history limit when lower. */
const partsLimit = (maxBytes: number) => Math.min(HISTORY_UPLOAD_MAX_BYTES, maxBytes);

/**
 * The most bytes a gzip compression of a file of `size` bytes can take: zlib's deflateBound (a
 * stored block's few bytes per 4 KB and 16 KB of input) and the gzip wrapper. More cannot be that
 * file, so the database holds no more for a compressed upload than for the file itself.
 */
const compressedBound = (size: number) => size + Math.ceil(size / 4096) + Math.ceil(size / 16384) + 64;

/**
 * Starts sending a file in parts, or resumes the caller's unfinished upload of the same file (name,
 * size, app and encoding), answering the bytes already held. Another file replaces the caller's
 * unfinished one. A file sent as it is waits whole in the database, so it is held to the parts cap;
 * a compressed one (an Apple Health export of gigabytes is a small share of it) to the history limit.
 */
export async function startUpload(db: Database, user: UserRow, file: HistoryUploadInput, maxBytes: number): Promise<HistoryUploadDto> {
  const limit = file.encoding === 'gzip' ? maxBytes : partsLimit(maxBytes);
  if (file.size > limit) throw fieldError('PAYLOAD_TOO_LARGE', 'size', 'historyImportTooLarge', { megabytes: Math.round(limit / 2 ** 20) });
  // No timer runs on every instance: each new upload clears the abandoned ones.
  await deleteUploadsBefore(db, new Date(Date.now() - ABANDONED_AFTER_MS));
  const same = await sameUpload(db, user.id, file);
  if (same) return toDto(same);
  await deleteUserUploads(db, user.id);
  return toDto(await insertUpload(db, { user_id: user.id, format: file.format, file_name: file.fileName, size: file.size, encoding: file.encoding }));
}

/** The bytes the server holds of the caller's upload. */
export async function uploadStatus(db: Database, user: UserRow, id: number): Promise<HistoryUploadDto> {
  const row = await findUpload(db, user.id, id);
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * The upload's parts in order, one read from the database at a time and handed over in pieces with a
 * turn of the event loop between them, so other requests run while a text reader parses.
 */
async function* partsOf(db: Database, upload: UploadRow): AsyncGenerator<Buffer> {
  for (let at = 0; at < upload.received; ) {
    const part = await partAt(db, upload.id, at);
    // Another request read the file and removed it meanwhile.
    if (!part) throw notFound();
    const bytes = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    for (let i = 0; i < bytes.length; i += PIECE_BYTES) {
      yield bytes.subarray(i, i + PIECE_BYTES);
      await nextTurn();
    }
    at += bytes.length;
  }
}

/**
 * A compressed upload's own bytes, inflated as they are read, on libuv's threads. The gzip trailer
 * (CRC-32 and length) catches parts that do not fit together, as a resume from a different
 * compression of the file would give.
 */
async function* inflated(parts: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const source = Readable.from(parts);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  try {
    yield* source.pipe(gunzip);
  } catch (error) {
    if (String((error as { code?: unknown }).code).startsWith('Z_')) throw new AppError('BAD_REQUEST', 'historyUploadCorrupt');
    throw error;
  } finally {
    source.destroy();
  }
}

/** Reads the whole upload into a preview batch and deletes it; a busy server (429) leaves it to read again. */
async function readUpload(db: Database, workers: WorkerPool, user: UserRow, upload: UploadRow): Promise<HistoryBatchDto> {
  try {
    // A compressed file may not inflate past the size it was said to have.
    const batch = await readHistoryFile(db, workers, user, upload.format as HistoryFormat, upload.file_name, upload.encoding === 'gzip' ? inflated(partsOf(db, upload)) : partsOf(db, upload), upload.size);
    await deleteUpload(db, upload.id);
    return batch;
  } catch (error) {
    if (error instanceof AppError && error.code !== 'TOO_MANY_REQUESTS') await deleteUpload(db, upload.id);
    throw error;
  }
}

/**
 * Adds a part at `offset`, which must be the bytes already held (409 naming them otherwise), so a
 * part sent twice is never stored twice. The part that completes the file (or an empty one once it
 * is complete) reads it into a preview batch: for a file sent as it is, the part that reaches its
 * size; for a compressed one, the part that says `length`, the bytes sent in all.
 */
export async function receivePart(
  db: Database,
  workers: WorkerPool,
  user: UserRow,
  id: number,
  offset: number,
  bytes: Uint8Array,
  length?: number,
): Promise<{ upload: HistoryUploadDto } | { batch: HistoryBatchDto }> {
  const upload = await db.transaction().execute(async (trx) => {
    const row = await findUpload(trx, user.id, id, true);
    if (!row) throw notFound();
    if (offset !== row.received) throw new AppError('CONFLICT', 'historyUploadOffset', { params: { offset: row.received } });
    const received = offset + bytes.length;
    const gzip = row.encoding === 'gzip';
    if (received > (gzip ? compressedBound(row.size) : row.size)) throw fieldError('BAD_REQUEST', 'body', 'historyUploadPastSize', { size: row.size });
    const total = gzip ? received : row.size;
    if (length !== undefined && length !== total) throw fieldError('BAD_REQUEST', 'upload-length', 'historyUploadLength', { bytes: total });
    if (bytes.length) await addPart(trx, id, offset, bytes);
    return { row: { ...row, received }, complete: gzip ? length !== undefined : received === row.size };
  });
  if (!upload.complete) return { upload: toDto(upload.row) };
  return { batch: await readUpload(db, workers, user, upload.row) };
}
