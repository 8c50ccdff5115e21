import type { HistoryUploadEncoding } from '../../src/schemas/history-import.ts';
import type { Database } from '../db/database.ts';

const UPLOAD = ['id', 'format', 'file_name', 'size', 'encoding', 'received'] as const;

export function insertUpload(db: Database, values: { user_id: string; format: string; file_name: string; size: number; encoding: HistoryUploadEncoding }) {
  return db.insertInto('import_uploads').values(values).returning(UPLOAD).executeTakeFirstOrThrow();
}

/** The user's unfinished upload of the same file (name, size and app) sent the same way, to resume it. */
export function sameUpload(db: Database, userId: string, file: { format: string; fileName: string; size: number; encoding: HistoryUploadEncoding }) {
  return db
    .selectFrom('import_uploads')
    .select(UPLOAD)
    .where('user_id', '=', userId)
    .where('format', '=', file.format)
    .where('file_name', '=', file.fileName)
    .where('size', '=', file.size)
    .where('encoding', '=', file.encoding)
    .executeTakeFirst();
}

/** The caller's upload; undefined when it is not theirs. `forUpdate` holds it while a part is added. */
export function findUpload(db: Database, userId: string, id: number, forUpdate = false) {
  const query = db.selectFrom('import_uploads').select(UPLOAD).where('id', '=', id).where('user_id', '=', userId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function addPart(trx: Database, uploadId: number, start: number, bytes: Uint8Array): Promise<void> {
  await trx.insertInto('import_upload_parts').values({ upload_id: uploadId, start, bytes }).execute();
  await trx.updateTable('import_uploads').set({ received: start + bytes.length }).where('id', '=', uploadId).execute();
}

/** The part that starts at `start`, read one at a time so the file is never whole in memory. */
export async function partAt(db: Database, uploadId: number, start: number): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('import_upload_parts').select('bytes').where('upload_id', '=', uploadId).where('start', '=', start).executeTakeFirst();
  return row?.bytes;
}

/** Uploads left unfinished since `before`, with their parts, whoever's they are. */
export async function deleteUploadsBefore(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('import_uploads').where('created_at', '<', before).execute();
}

/** The user's uploads with their parts: one file is sent at a time. */
export async function deleteUserUploads(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('import_uploads').where('user_id', '=', userId).execute();
}

export async function deleteUpload(db: Database, id: number): Promise<void> {
  await db.deleteFrom('import_uploads').where('id', '=', id).execute();
}
