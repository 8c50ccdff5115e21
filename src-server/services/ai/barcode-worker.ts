// Runs in a worker thread: decoding a phone photo takes seconds of CPU that must not stall requests.
import { parentPort } from 'node:worker_threads';
import { findBarcode } from './barcode-image.ts';

parentPort!.on('message', ({ id, bytes, mime }: { id: number; bytes: Uint8Array; mime: string }) => {
  parentPort!.postMessage({ id, code: findBarcode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime) });
});
