import { imageSize } from 'image-size';
import { AppError, issue } from '../../errors.ts';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_MEGAPIXELS = 40;

const notAnImage = () => new AppError('BAD_REQUEST', 'notAnImage', { issues: [issue('image', 'notAnImage')] });

const TYPES: [string, (b: Buffer) => boolean][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/gif', (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1'))],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/**
 * A base64 photo (optionally a data URL) → its bytes and type, checked by its first bytes rather
 * than by what the sender claims. Too large → 413; not one of the four formats → 400.
 */
export function decodeImage(image: string): { bytes: Buffer; mime: string; dataUrl: string } {
  const base64 = image.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (base64.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) throw notAnImage();
  if (Math.floor((base64.length * 3) / 4) - 2 > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'photoTooLarge', { issues: [issue('image', 'imageTooLarge')] });
  const bytes = Buffer.from(base64, 'base64');
  const mime = TYPES.find(([, is]) => bytes.length >= 12 && is(bytes))?.[0];
  if (!mime) throw notAnImage();
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'photoTooLarge');
  assertPixels(bytes);
  return { bytes, mime, dataUrl: `data:${mime};base64,${bytes.toString('base64')}` };
}

/** The width and height the file's header claims (PNG IHDR, JPEG SOF…), or null when it cannot be read. */
function claimedSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * Read from the header before anything decodes the pixels: a few kilobytes of PNG can claim
 * 16000 × 16000 pixels, which would take a gigabyte and many seconds to decode.
 */
function assertPixels(bytes: Buffer) {
  const size = claimedSize(bytes);
  if (size && size.width * size.height > MAX_MEGAPIXELS * 1_000_000) {
    const params = { width: size.width, height: size.height, max: MAX_MEGAPIXELS };
    throw new AppError('PAYLOAD_TOO_LARGE', 'photoTooManyPixels', { params, issues: [issue('image', 'imageTooManyPixels', { max: MAX_MEGAPIXELS })] });
  }
}
