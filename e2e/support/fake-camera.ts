import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bwipjs from 'bwip-js/node';
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

/** RGB → planar YUV 4:2:0 (BT.601, full range as C420jpeg says). */
function yuv420(rgb: Uint8Array): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      y[row * WIDTH + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (WIDTH / 2) + col / 2;
        u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

/**
 * A y4m video (a text header, then raw YUV 4:2:0 frames) showing one barcode, for Chromium's
 * `--use-file-for-fake-video-capture`; returns its path.
 */
export async function barcodeVideo(code: string, symbology: 'ean13' | 'ean8' | 'upca' | 'upce' = 'ean13'): Promise<string> {
  const frame = yuv420(await barcodeFrame(code, symbology));
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: 2 }, () => [Buffer.from('FRAME\n'), frame]).flat();
  const path = join(await mkdtemp(join(tmpdir(), 'platewise-camera-')), `${code}.y4m`);
  await writeFile(path, Buffer.concat([header, ...frames]));
  return path;
}

/** Chromium flags for a camera that films the given y4m file, with the permission prompt answered yes. */
export function fakeCameraArgs(videoPath: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${videoPath}`];
}
