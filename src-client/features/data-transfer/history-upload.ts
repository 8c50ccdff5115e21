import type { HistoryBatchDto, HistoryFormat, HistoryUploadDto } from '../../../src/schemas/history-import.ts';

/** Each request carries this much of the file: a lost part costs little to send again. */
export const PART_BYTES = 5 * 2 ** 20;

/** Waits after each network failure in a row before going on; past the last, the upload gives up. */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

export interface PartsOptions {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  /** Stops the upload when another file is chosen. */
  signal?: AbortSignal;
  /** Sends the file gzip-compressed, where the browser can. */
  gzip?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal carries the server's answer as `data`, so `messageOf` reads it as it reads a tRPC error. */
const refusal = (body: { message?: string } | null, statusText: string) => Object.assign(new Error(body?.message ?? statusText), { data: body });

async function answerOf<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok) throw refusal(body, res.statusText);
  return body as T;
}

/** A run of the bytes sent: where it starts, its bytes, whether it ends them, and the file's bytes behind its start. */
interface Part {
  start: number;
  bytes: Blob;
  last: boolean;
  done: number;
}

/** The file as it is, in parts from byte `from`. */
async function* rawParts(file: Blob, from: number): AsyncGenerator<Part> {
  for (let start = from; ; start += PART_BYTES) {
    const end = Math.min(start + PART_BYTES, file.size);
    yield { start, bytes: file.slice(start, end), last: end === file.size, done: start };
    if (end === file.size) return;
  }
}

/**
 * The file gzip-compressed, in parts from byte `from` of the compressed stream. Compressing the same
 * file again gives the same bytes, so a resume after a reload compresses from the start and skips
 * what the server holds; were it not so, the gzip trailer's CRC makes the server refuse the file.
 */
async function* gzipParts(file: Blob, from: number): AsyncGenerator<Part> {
  let read = 0;
  const counting = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
    transform(chunk, out) {
      read += chunk.byteLength;
      out.enqueue(chunk);
    },
  });
  const reader = file.stream().pipeThrough(counting).pipeThrough(new CompressionStream('gzip')).getReader();
  let skip = from;
  let start = from;
  let done = 0;
  let pending = new Blob();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const kept = next.value.subarray(Math.min(skip, next.value.byteLength));
      skip -= next.value.byteLength - kept.byteLength;
      pending = new Blob([pending, kept]);
      while (pending.size >= PART_BYTES) {
        yield { start, bytes: pending.slice(0, PART_BYTES), last: false, done };
        [pending, start, done] = [pending.slice(PART_BYTES), start + PART_BYTES, read];
      }
    }
    yield { start, bytes: pending, last: true, done };
  } finally {
    await reader.cancel();
  }
}

/**
 * Sends a history file in parts (decisions 116 and 122), gzip-compressed where the browser can, so
 * an export of gigabytes travels as a few per cent of its size: each part at the offset the server
 * holds, which it answers after each part and after a 409. After a network failure it waits, asks the
 * server where to go on from and resumes there; choosing the same file again after a reload resumes
 * it too. The last part says how many bytes were sent in all.
 */
export async function uploadInParts(
  file: Blob & { name: string },
  format: HistoryFormat,
  onProgress: (share: number) => void,
  { fetch: send = fetch, wait = sleep, signal, gzip = typeof CompressionStream === 'function' }: PartsOptions = {},
): Promise<HistoryBatchDto> {
  const start = await send('/api/history-imports/uploads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ format, fileName: file.name, size: file.size, encoding: gzip ? 'gzip' : 'identity' }),
    signal,
  });
  const upload = await answerOf<HistoryUploadDto>(start);
  const url = `/api/history-imports/uploads/${upload.id}`;
  const partsFrom = (offset: number) => (gzip ? gzipParts(file, offset) : rawParts(file, offset));
  let parts = partsFrom(upload.offset);
  let part = (await parts.next()).value as Part;
  let failures = 0;
  for (;;) {
    onProgress(part.done / file.size);
    let held: number;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/octet-stream', 'upload-offset': String(part.start) };
      if (part.last) headers['upload-length'] = String(part.start + part.bytes.size);
      const res = await send(url, { method: 'PUT', headers, body: part.bytes, signal });
      if (res.status === 201) return await answerOf<HistoryBatchDto>(res);
      held = res.status === 409 ? Number((await res.json()).params.offset) : (await answerOf<HistoryUploadDto>(res)).offset;
      failures = 0;
    } catch (error) {
      // fetch fails with a TypeError when the network does; anything else is an answer or an abort.
      if (!(error instanceof TypeError) || failures === RETRY_WAITS_MS.length) throw error;
      await wait(RETRY_WAITS_MS[failures++]!);
      signal?.throwIfAborted();
      // Where to go on from; if the network is still down, the next part's own failure waits again.
      held = await send(url, { signal })
        .then((res) => answerOf<HistoryUploadDto>(res))
        .then((h) => h.offset, (e: unknown) => (e instanceof TypeError ? part.start : Promise.reject(e)));
    }
    // The server holds this part's start (send it again) or its end (go on); anything else starts the parts anew.
    const end = part.start + part.bytes.size;
    if (held === part.start) continue;
    if (held === end && part.last) part = { ...part, start: end, bytes: new Blob(), done: file.size };
    else if (held === end) part = (await parts.next()).value as Part;
    else {
      await parts.return(undefined);
      parts = partsFrom(held);
      part = (await parts.next()).value as Part;
    }
  }
}
