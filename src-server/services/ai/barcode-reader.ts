import { runHeavy, TaskTimeoutError } from '../../workers/pool.ts';

const READABLE = new Set(['image/jpeg', 'image/png']);
const TIMEOUT_MS = 20_000;

/**
 * The retail barcode in a JPEG or PNG photo, read in the worker pool; null when there is none, the
 * format cannot be read, or reading takes longer than 20 s (that photo's thread alone is stopped).
 */
export async function readBarcode(userId: string, bytes: Buffer, mime: string): Promise<string | null> {
  if (!READABLE.has(mime)) return null;
  try {
    return await runHeavy(userId, 'readBarcode', { bytes: new Uint8Array(bytes), mime }, TIMEOUT_MS);
  } catch (error) {
    if (error instanceof TaskTimeoutError) return null;
    throw error;
  }
}
