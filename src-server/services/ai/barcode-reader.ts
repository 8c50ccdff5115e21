import type { Worker } from 'node:worker_threads';
import { moduleFile, startWorker } from '../../runtime-files.ts';

const READABLE = new Set(['image/jpeg', 'image/png']);
const TIMEOUT_MS = 20_000;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, (code: string | null) => void>();

function settleAll(): void {
  for (const resolve of pending.values()) resolve(null);
  pending.clear();
}

function startReader(): Worker {
  const started = startWorker(moduleFile('./barcode-worker', import.meta.url));
  started.unref();
  started.on('message', ({ id, code }: { id: number; code: string | null }) => {
    pending.get(id)?.(code);
    pending.delete(id);
  });
  const stop = () => {
    if (worker === started) worker = null;
    settleAll();
  };
  started.on('error', stop);
  started.on('exit', stop);
  return started;
}

/**
 * The retail barcode in a JPEG or PNG photo, read in a worker thread one photo at a time; null when
 * there is none, the format cannot be read, or reading takes longer than 20 s.
 */
export function readBarcode(bytes: Buffer, mime: string): Promise<string | null> {
  if (!READABLE.has(mime)) return Promise.resolve(null);
  const current = (worker ??= startReader());
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => void current.terminate(), TIMEOUT_MS);
    pending.set(id, (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    current.postMessage({ id, bytes: new Uint8Array(bytes), mime });
  });
}
