import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { barcodePhoto } from '../../test/barcode-photo.ts';
import { findBarcode } from './barcode-image.ts';
import { WorkerPool } from '../../workers/pool.ts';
import { readBarcode } from './barcode-reader.ts';

describe('reading a barcode in a photo', () => {
  const workers = new WorkerPool();
  afterAll(() => workers.close());

  it('reads an EAN-13 in a JPEG photo, upright or turned on its side', async () => {
    expect(findBarcode(await barcodePhoto('5000159484695'), 'image/jpeg')).toBe('5000159484695');
    expect(findBarcode(await barcodePhoto('5000159484695', { sideways: true }), 'image/jpeg')).toBe('5000159484695');
  });

  it('reads a UPC-A and an EAN-8 in PNG photos', async () => {
    expect(findBarcode(await barcodePhoto('049000028911', { format: 'png', symbology: 'upca' }), 'image/png')).toBe('0049000028911');
    expect(findBarcode(await barcodePhoto('96385074', { format: 'png', symbology: 'ean8' }), 'image/png')).toBe('96385074');
  });

  it('finds nothing in a photo without a barcode, or in bytes that do not decode', () => {
    const plain = jpeg.encode({ data: new Uint8Array(400 * 300 * 4).fill(140), width: 400, height: 300 }, 80).data;
    expect(findBarcode(Buffer.from(plain), 'image/jpeg')).toBeNull();
    expect(findBarcode(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]), 'image/jpeg')).toBeNull();
  });

  it('reads in a worker thread, and answers null for formats it does not read', async () => {
    expect(await readBarcode(workers, 'reader-test', await barcodePhoto('5000159484695'), 'image/jpeg', 20_000)).toBe('5000159484695');
    expect(await readBarcode(workers, 'reader-test', Buffer.from('GIF89a............'), 'image/gif', 20_000)).toBeNull();
  });
});
