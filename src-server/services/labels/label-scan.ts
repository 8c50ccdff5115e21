import { parseLabel } from '../../../src/domain/label-parse.ts';
import type { LabelDraftDto } from '../../../src/schemas/label-scan.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { readBarcode } from '../ai/barcode-reader.ts';
import { decodeImage } from '../ai/image-data.ts';

/** A first read starts the thread's OCR engine (about 3 s); a large photo takes some seconds more. */
const OCR_TIMEOUT_MS = 60_000;

/**
 * A label photo (meal-photo limits) → a custom-food draft. The OCR and the barcode reading run in
 * the worker pool; the numbers are parsed and cross-checked by `parseLabel`. Nothing is stored.
 */
export async function scanLabel(workers: WorkerPool, env: Env, userId: string, image: string): Promise<LabelDraftDto> {
  const { bytes, mime } = decodeImage(image);
  const lines = await workers.run(userId, 'readLabel', { bytes: new Uint8Array(bytes), mime }, OCR_TIMEOUT_MS);
  const draft = parseLabel(lines);
  if (Object.keys(draft.fields).length === 0) throw new AppError('UNPROCESSABLE_CONTENT', 'labelUnreadable');
  const barcode = await readBarcode(workers, userId, bytes, mime, env.PHOTO_BARCODE_TIMEOUT_MS);
  return { ...draft, barcode };
}
