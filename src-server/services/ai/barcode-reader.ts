import { TaskTimeoutError, type WorkerPool } from '../../workers/pool.ts';

const READABLE = new Set(['image/jpeg', 'image/png']);

/**
 * The retail barcode in a JPEG or PNG photo, read in the worker pool; null when there is none, the
 * format cannot be read, or reading takes longer than `timeoutMs` (that photo's thread alone is stopped).
 */
export async function readBarcode(workers: WorkerPool, userId: string, bytes: Buffer, mime: string, timeoutMs: number): Promise<string | null> {
  if (!READABLE.has(mime)) return null;
  try {
    return await workers.run(userId, 'readBarcode', { bytes: new Uint8Array(bytes), mime }, timeoutMs);
  } catch (error) {
    if (error instanceof TaskTimeoutError) return null;
    throw error;
  }
}
