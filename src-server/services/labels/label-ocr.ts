// Runs in a worker-pool thread: one Tesseract worker per thread, made on first use and kept.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrLine } from '../../../src/domain/label-parse.ts';
import { decodePixels, toGray, type Gray } from '../ai/barcode-image.ts';

// The English model ships in @tesseract.js-data/eng, so nothing is downloaded at run time.
const LANG_PATH = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

let worker: Promise<Worker> | undefined;

function tesseract(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cachePath: LANG_PATH, cacheMethod: 'none', gzip: true }).then(async (w) => {
    // A label is a block of rows: one column of text, with numbers at the row ends.
    await w.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
    return w;
  });
  return worker;
}

/**
 * Evens out the light: each pixel over the mean of its neighbourhood (an eighth of the image wide),
 * so a shadow across the label or a dim corner reads like the rest.
 */
export function flattenLight({ width, height, pixels }: Gray): Gray {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const r = Math.max(8, Math.round(Math.max(width, height) / 16));
  const out = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = sums[y1 * (width + 1) + x1]! - sums[y0 * (width + 1) + x1]! - sums[y1 * (width + 1) + x0]! + sums[y0 * (width + 1) + x0]!;
      const mean = sum / ((x1 - x0) * (y1 - y0));
      // Paper maps to white; ink keeps its darkness relative to the paper around it.
      out[y * width + x] = (255 * pixels[y * width + x]!) / Math.max(mean * 1.1, 1);
    }
  }
  return { width, height, pixels: out };
}

function toPng({ width, height, pixels }: Gray): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < pixels.length; i++) png.data.set([pixels[i]!, pixels[i]!, pixels[i]!, 255], i * 4);
  return PNG.sync.write(png);
}

/** The label photo's text lines, each with the OCR's confidence in it and in its words. */
export async function readLabelText(bytes: Uint8Array, mime: string): Promise<OcrLine[]> {
  const w = await tesseract();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoded = decodePixels(buffer, mime);
  const image = decoded ? toPng(flattenLight(toGray(decoded))) : buffer;
  const { data } = await w.recognize(image, {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  return lines.map((l) => ({ text: l.text.trim(), confidence: Math.round(l.confidence), words: l.words.map((x) => ({ text: x.text, confidence: Math.round(x.confidence) })) }));
}

/** Ends this thread's OCR engine (a script that reads labels outside the pool calls it before exiting). */
export async function closeLabelReader(): Promise<void> {
  const w = worker;
  worker = undefined;
  await (await w)?.terminate();
}
