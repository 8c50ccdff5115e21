import zxing from '@zxing/library';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

// The package is CommonJS without named exports Node can detect.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatOneDReader, RGBLuminanceSource } = zxing;

export interface Gray {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

// Retail barcodes only: these are what Open Food Facts and branded food data are keyed by.
const HINTS = new Map<zxing.DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E]],
  [DecodeHintType.TRY_HARDER, true],
]);
// Bars stay several pixels wide at this size, and decoding stays well under a second.
const MAX_SIDE = 1600;
// A phone photo is 12-50 MP; refuse to decode anything that would take more memory than this.
const MAX_MEGAPIXELS = 64;

export function decodePixels(bytes: Buffer, mime: string): { width: number; height: number; data: Uint8Array } | null {
  try {
    if (mime === 'image/jpeg') return jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: MAX_MEGAPIXELS, maxMemoryUsageInMB: 1024 });
    if (mime === 'image/png') {
      const png = PNG.sync.read(bytes);
      return png.width * png.height > MAX_MEGAPIXELS * 1e6 ? null : png;
    }
  } catch {
    // A damaged or exotic file (e.g. progressive JPEG variants) simply has no readable barcode.
  }
  return null;
}

/** RGBA → luminance over white, shrunk by a whole factor so the longest side is at most MAX_SIDE. */
export function toGray({ width, height, data }: { width: number; height: number; data: Uint8Array }): Gray {
  const step = Math.max(1, Math.ceil(Math.max(width, height) / MAX_SIDE));
  const w = Math.floor(width / step);
  const h = Math.floor(height / step);
  const pixels = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * step * width + x * step) * 4;
      const alpha = data[i + 3]! / 255;
      // Transparent pixels count as white, as on a page.
      pixels[y * w + x] = ((data[i]! * 299 + data[i + 1]! * 587 + data[i + 2]! * 114) / 1000) * alpha + 255 * (1 - alpha);
    }
  }
  return { width: w, height: h, pixels };
}

function rotate({ width, height, pixels }: Gray): Gray {
  const out = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = pixels[y * width + x]!;
  return { width: height, height: width, pixels: out };
}

function read(gray: Gray): string | null {
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(gray.pixels, gray.width, gray.height)));
    return new MultiFormatOneDReader(HINTS).decode(bitmap, HINTS).getText();
  } catch {
    return null;
  }
}

/**
 * The EAN/UPC number (as EAN-13 or EAN-8) printed as a barcode somewhere in a JPEG or PNG photo,
 * upright or turned a quarter, or null. Runs in-process: no service or key is needed.
 */
export function findBarcode(bytes: Buffer, mime: string): string | null {
  const decoded = decodePixels(bytes, mime);
  if (!decoded) return null;
  const gray = toGray(decoded);
  const code = read(gray) ?? read(rotate(gray));
  // A UPC-A is the same product as the EAN-13 with a leading zero, the form Open Food Facts keys by.
  return code?.length === 12 ? `0${code}` : code;
}
