import bwipjs from 'bwip-js/node';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface PhotoOptions {
  format?: 'jpeg' | 'png';
  /** Barcode symbology as bwip-js names it. */
  symbology?: 'ean13' | 'upca' | 'ean8';
  /** Lay the barcode on its side, as when the pack is photographed turned. */
  sideways?: boolean;
  width?: number;
  height?: number;
}

/**
 * A photo-like picture: a mottled, tinted background (a table) with a printed barcode label
 * somewhere off-centre, saved as JPEG or PNG bytes.
 */
export async function barcodePhoto(code: string, options: PhotoOptions = {}): Promise<Buffer> {
  const { format = 'jpeg', symbology = 'ean13', sideways = false, width = 1600, height = 1200 } = options;
  const label = PNG.sync.read(
    await bwipjs.toBuffer({ bcid: symbology, text: code, scale: 3, height: 18, includetext: true, backgroundcolor: 'ffffff', paddingwidth: 12, paddingheight: 6 }),
  );
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 110 + ((x * 7 + y * 13) % 50) + ((x >> 5) % 2) * 10;
      data.set([shade + 30, shade + 10, shade - 20, 255], (y * width + x) * 4);
    }
  }
  const [left, top] = [Math.floor(width * 0.35), Math.floor(height * 0.3)];
  for (let y = 0; y < label.height; y++) {
    for (let x = 0; x < label.width; x++) {
      const [dx, dy] = sideways ? [label.height - 1 - y, x] : [x, y];
      const from = (y * label.width + x) * 4;
      data.set([label.data[from]!, label.data[from + 1]!, label.data[from + 2]!, 255], ((top + dy) * width + left + dx) * 4);
    }
  }
  if (format === 'png') {
    const png = new PNG({ width, height });
    png.data = Buffer.from(data);
    return PNG.sync.write(png);
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}
