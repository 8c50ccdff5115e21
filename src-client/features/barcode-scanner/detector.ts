import { PRODUCT_FORMATS } from './scan-code.ts';

export interface DetectedBarcode {
  rawValue: string;
  format: string;
}

export interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads every product format; otherwise the ZXing
 * WebAssembly one from `barcode-detector`, loaded only now, with its .wasm served by this app.
 */
export async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (PRODUCT_FORMATS.every((f) => supported.includes(f))) return new native({ formats: [...PRODUCT_FORMATS] });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: [...PRODUCT_FORMATS] });
}
