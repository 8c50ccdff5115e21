// Runs in a worker-pool thread: one Tesseract worker per thread, made on first use and kept.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { detectFormat, isDoubtful, parseReads, type OcrLine } from '../../../src/domain/label-parse.ts';
import { decodePixels, toGray, type Gray } from '../ai/barcode-image.ts';

// The English models ship in @tesseract.js-data/eng, so nothing is downloaded at run time: the LSTM
// network (best_int) reads first; the older character classifier of the full model misreads other
// things (it keeps the point and the space in "7.5 g", which the network often reads as "7549") and
// re-reads a label the first read leaves in doubt.
const DATA = dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json'));
const ENGINES = {
  lstm: { folder: '4.0.0_best_int', oem: OEM.LSTM_ONLY },
  legacy: { folder: '4.0.0', oem: OEM.TESSERACT_ONLY },
} as const;
type Engine = keyof typeof ENGINES;

// Tesseract's thresholding_method: 0 is Otsu over the whole page, 2 Sauvola over each pixel's neighbourhood.
const GLOBAL = '0';
const ADAPTIVE = '2';

const workers = new Map<Engine, Promise<Worker>>();

function tesseract(engine: Engine): Promise<Worker> {
  const { folder, oem } = ENGINES[engine];
  const langPath = join(DATA, folder);
  let worker = workers.get(engine);
  if (!worker) {
    worker = createWorker('eng', oem, { langPath, cachePath: langPath, cacheMethod: 'none', gzip: true }).then(async (w) => {
      await w.setParameters({ preserve_interword_spaces: '1' });
      return w;
    });
    workers.set(engine, worker);
  }
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

// Darker than this after `flattenLight` (paper ≈ 230–255) is ink; a run of ink over a fifth of the label is a rule.
const RULE_INK = 200;
const RULE_SHARE = 5;

/**
 * The label without its rules and frame: every horizontal or vertical run of ink longer than a fifth
 * of the image turned to paper. In a blurred, grainy photo the rules between rows, touching the grey
 * print, make Tesseract's layout analysis take whole rows for drawings and drop them.
 */
export function withoutRules({ width, height, pixels }: Gray): Gray {
  const out = Uint8ClampedArray.from(pixels);
  const erase = (start: number, step: number, count: number, min: number) => {
    let run = 0;
    for (let i = 0; i <= count; i++) {
      if (i < count && pixels[start + i * step]! < RULE_INK) run++;
      else {
        if (run > min) for (let j = i - run; j < i; j++) out[start + j * step] = 255;
        run = 0;
      }
    }
  };
  for (let y = 0; y < height; y++) erase(y * width, 1, width, width / RULE_SHARE);
  for (let x = 0; x < width; x++) erase(x, width, height, height / RULE_SHARE);
  return { width, height, pixels: out };
}

function toPng({ width, height, pixels }: Gray): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < pixels.length; i++) png.data.set([pixels[i]!, pixels[i]!, pixels[i]!, 255], i * 4);
  return PNG.sync.write(png);
}

/**
 * Straightens a photo taken at a slight tilt (up to 6°), which otherwise makes OCR run one row into the
 * next: the angle whose rows of ink line up best (the sharpest horizontal ink profile) is turned back.
 */
export function deskew(g: Gray): Gray {
  const { width, height, pixels } = g;
  const ink: number[] = [];
  // Every other pixel in each direction is plenty to find the angle.
  for (let y = 0; y < height; y += 2) for (let x = 0; x < width; x += 2) if (pixels[y * width + x]! < 128) ink.push(x, y);
  let best = { slope: 0, score: -1 };
  for (let deg = -6; deg <= 6; deg += 0.25) {
    const slope = Math.tan((deg * Math.PI) / 180);
    // Rows two pixels high, as every other row was sampled: one-pixel rows would favour 0°, where half stay empty.
    const rows = new Float64Array(height + 2 * width);
    for (let i = 0; i < ink.length; i += 2) rows[Math.floor((ink[i + 1]! - ink[i]! * slope + width) / 2)]! += 1;
    let score = 0;
    for (const r of rows) score += r * r;
    if (score > best.score) best = { slope, score };
  }
  if (best.slope === 0) return g;
  const angle = Math.atan(best.slope);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = cx + (x - cx) * cos - (y - cy) * sin;
      const sy = cy + (x - cx) * sin + (y - cy) * cos;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const dx = sx - x0;
      const dy = sy - y0;
      const top = pixels[y0 * width + x0]! * (1 - dx) + pixels[y0 * width + x0 + 1]! * dx;
      const bottom = pixels[(y0 + 1) * width + x0]! * (1 - dx) + pixels[(y0 + 1) * width + x0 + 1]! * dx;
      out[y * width + x] = top * (1 - dy) + bottom * dy;
    }
  }
  return { width, height, pixels: out };
}

/**
 * The label photo's text as read by one OCR pass or more, the main read first: each a list of lines
 * with the OCR's confidence in them and in their words, for `parseReads`.
 */
export async function readLabelText(bytes: Uint8Array, mime: string): Promise<OcrLine[][]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoded = decodePixels(buffer, mime);
  const gray = decoded && deskew(flattenLight(toGray(decoded)));
  const image = gray ? toPng(gray) : buffer;
  // A label is one column of rows in print of several sizes; read so, it loses fewer rows than as a
  // uniform block. A dual-column label is the exception: its per-serving column is then often
  // skipped, so it is read again as one block, and that read comes first.
  const column = await recognize('lstm', image, PSM.SINGLE_COLUMN);
  const dual = detectFormat(column.map((l) => l.text).join('\n')) === 'us-dual';
  const reads = dual ? [await recognize('lstm', image, PSM.SINGLE_BLOCK), column] : [column];
  // Another pass costs a read, so only a label whose own arithmetic leaves it in doubt gets more: the
  // other engine first (not on a dual-column label, where it changed nothing), then adaptive (Sauvola)
  // rather than global thresholding, which keeps faint print in a blurred, noisy photo as ink instead
  // of losing it with the noise.
  const more: (() => Promise<OcrLine[]>)[] = [
    ...(dual ? [] : [() => recognize('legacy', image, PSM.SINGLE_COLUMN)]),
    () => recognize('lstm', image, PSM.SINGLE_COLUMN, ADAPTIVE),
    // Last, a read without the rules, which in a grainy photo make whole rows look like drawings.
    ...(gray ? [() => recognize('lstm', toPng(withoutRules(gray)), PSM.SINGLE_COLUMN)] : []),
  ];
  for (const next of more) {
    if (!isDoubtful(parseReads(reads))) break;
    reads.push(await next());
  }
  return reads;
}

async function recognize(engine: Engine, image: Buffer, mode: PSM, thresholding = GLOBAL): Promise<OcrLine[]> {
  const w = await tesseract(engine);
  await w.setParameters({ tessedit_pageseg_mode: mode, thresholding_method: thresholding });
  const { data } = await w.recognize(image, {}, { blocks: true, text: false });
  const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  return lines.map((l) => ({ text: l.text.trim(), confidence: Math.round(l.confidence), words: l.words.map((x) => ({ text: x.text, confidence: Math.round(x.confidence) })) }));
}

/** Ends this thread's OCR engines (a script that reads labels outside the pool calls it before exiting). */
export async function closeLabelReader(): Promise<void> {
  const open = [...workers.values()];
  workers.clear();
  await Promise.all(open.map(async (w) => (await w).terminate()));
}
