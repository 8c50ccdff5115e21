import { parseReads, type LabelDraft } from '../../../src/domain/label-parse.ts';
import { checkPrintedLabel } from '../../../src/domain/label-printed.ts';
import type { LabelDraftDto } from '../../../src/schemas/label-scan.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { readBarcode } from '../ai/barcode-reader.ts';
import { decodeImage } from '../ai/image-data.ts';

/** A first read starts the thread's OCR engine (about 3 s); a large photo takes some seconds more. */
const OCR_TIMEOUT_MS = 60_000;

/** What a label scan uses: the worker pool, settings and the AI engine. */
export interface LabelTools {
  workers: WorkerPool;
  env: Env;
  ai: AiEngine;
}

type Read = LabelDraft & Pick<LabelDraftDto, 'readBy'>;

/** The vision model's reading through the label's checks; null without a model, or when it found no row. */
async function readByModel(ai: AiEngine, dataUrl: string): Promise<Read | null> {
  const { value } = await ai.readLabel(dataUrl);
  const draft = value && checkPrintedLabel(value);
  return draft && Object.keys(draft.fields).length > 0 ? { ...draft, readBy: 'model' } : null;
}

/**
 * A label photo (meal-photo limits) → a custom-food draft. A configured vision model reads it, else
 * (or when the model fails) OCR in the worker pool; both readings go through the same checks. The
 * barcode is always read locally. Nothing is stored.
 */
export async function scanLabel({ workers, env, ai }: LabelTools, userId: string, image: string): Promise<LabelDraftDto> {
  const { bytes, mime, dataUrl } = decodeImage(image);
  const draft: Read = (await readByModel(ai, dataUrl)) ?? { ...parseReads(await workers.run(userId, 'readLabel', { bytes: new Uint8Array(bytes), mime }, OCR_TIMEOUT_MS)), readBy: 'ocr' };
  if (Object.keys(draft.fields).length === 0) throw new AppError('UNPROCESSABLE_CONTENT', 'labelUnreadable');
  const barcode = await readBarcode(workers, userId, bytes, mime, env.PHOTO_BARCODE_TIMEOUT_MS);
  return { ...draft, barcode };
}
