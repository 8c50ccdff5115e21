import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import bwipjs from 'bwip-js/node';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

const WIDTH = 640;
const HEIGHT = 480;

/** A grey picture with the printed barcode in the middle, as RGB bytes. */
async function barcodeFrame(code: string, symbology: 'ean13' | 'ean8' | 'upca' | 'upce'): Promise<Uint8Array> {
  const label = PNG.sync.read(await bwipjs.toBuffer({ bcid: symbology, text: code, scale: 3, height: 20, includetext: true, backgroundcolor: 'ffffff', paddingwidth: 16, paddingheight: 10 }));
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3).fill(150);
  const left = Math.floor((WIDTH - label.width) / 2);
  const top = Math.floor((HEIGHT - label.height) / 2);
  for (let y = 0; y < label.height; y++) {
    for (let x = 0; x < label.width; x++) {
      const from = (y * label.width + x) * 4;
      rgb.set([label.data[from]!, label.data[from + 1]!, label.data[from + 2]!], ((top + y) * WIDTH + left + x) * 3);
    }
  }
  return rgb;
}

/** RGB → planar YUV 4:2:0 (BT.601, full range as C420jpeg says); width and height are even. */
function yuv420(rgb: Uint8Array, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      y[row * width + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

/**
 * A y4m video (a text header, then raw YUV 4:2:0 frames) of one still picture, for Chromium's
 * `--use-file-for-fake-video-capture`; returns its path.
 */
async function stillVideo(rgb: Uint8Array, width: number, height: number, name: string): Promise<string> {
  const frame = yuv420(rgb, width, height);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: 2 }, () => [Buffer.from('FRAME\n'), frame]).flat();
  const path = join(await mkdtemp(join(tmpdir(), 'platewise-camera-')), `${name}.y4m`);
  await writeFile(path, Buffer.concat([header, ...frames]));
  return path;
}

/** A camera that films one barcode on a grey background. */
export async function barcodeVideo(code: string, symbology: 'ean13' | 'ean8' | 'upca' | 'upce' = 'ean13'): Promise<string> {
  return stillVideo(await barcodeFrame(code, symbology), WIDTH, HEIGHT, code);
}

/** A camera that films a PNG or JPEG picture, cut to even sides as 4:2:0 needs. */
export async function pictureVideo(file: string): Promise<string> {
  const bytes = await readFile(file);
  const { width, height, data } = /\.png$/i.test(file) ? PNG.sync.read(bytes) : jpeg.decode(bytes, { useTArray: true });
  const [w, h] = [width - (width % 2), height - (height % 2)];
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const from = (y * width + x) * 4;
      rgb.set([data[from]!, data[from + 1]!, data[from + 2]!], (y * w + x) * 3);
    }
  }
  return stillVideo(rgb, w, h, basename(file).replace(/\.\w+$/, ''));
}

/** Chromium flags for a camera that films the given y4m file, with the permission prompt answered yes. */
export function fakeCameraArgs(videoPath: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${videoPath}`];
}
