import { HISTORY_UPLOAD_MAX_BYTES, type HistoryBatchDto, type HistoryFormat, type HistoryUploadDto } from '../../../src/schemas/history-import.ts';

/** Each request carries this much of the file: a lost part costs little to send again. */
export const PART_BYTES = 5 * 2 ** 20;

/** Waits after each network failure in a row before going on; past the last, the upload gives up. */
const RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

export interface PartsOptions {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  /** Stops the upload when another file is chosen. */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal carries the server's answer as `data`, so `messageOf` reads it as it reads a tRPC error. */
const refusal = (body: { message?: string } | null, statusText: string) => Object.assign(new Error(body?.message ?? statusText), { data: body });

async function answerOf<T>(res: Response): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok) throw refusal(body, res.statusText);
  return body as T;
}

/**
 * Sends a history file in parts (decision 116): each part at the offset the server holds, which it
 * answers after each part and after a 409. After a network failure it waits, asks the server where
 * to go on from and resumes there; choosing the same file again after a reload resumes it too.
 */
export async function uploadInParts(
  file: Blob & { name: string },
  format: HistoryFormat,
  onProgress: (share: number) => void,
  { fetch: send = fetch, wait = sleep, signal }: PartsOptions = {},
): Promise<HistoryBatchDto> {
  const start = await send('/api/history-imports/uploads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ format, fileName: file.name, size: file.size }),
    signal,
  });
  const upload = await answerOf<HistoryUploadDto>(start);
  const url = `/api/history-imports/uploads/${upload.id}`;
  let offset = upload.offset;
  let failures = 0;
  for (;;) {
    onProgress(offset / file.size);
    try {
      const part = file.slice(offset, offset + PART_BYTES);
      const res = await send(url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream', 'upload-offset': String(offset) }, body: part, signal });
      if (res.status === 201) return await answerOf<HistoryBatchDto>(res);
      offset = res.status === 409 ? Number((await res.json()).params.offset) : (await answerOf<HistoryUploadDto>(res)).offset;
      failures = 0;
    } catch (error) {
      // fetch fails with a TypeError when the network does; anything else is an answer or an abort.
      if (!(error instanceof TypeError) || failures === RETRY_WAITS_MS.length) throw error;
      await wait(RETRY_WAITS_MS[failures++]!);
      signal?.throwIfAborted();
      // Where to go on from; if the network is still down, the next part's own failure waits again.
      offset = await send(url, { signal })
        .then((res) => answerOf<HistoryUploadDto>(res))
        .then((held) => held.offset, (e: unknown) => (e instanceof TypeError ? offset : Promise.reject(e)));
    }
  }
}

/**
 * A file past what is kept in parts (an Apple Health export of gigabytes) goes as one stream, which
 * the server reads as it arrives (decision 104) and which starts again if interrupted.
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
function streamHistoryFile(file: File, format: HistoryFormat, onProgress: (share: number) => void): Promise<HistoryBatchDto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ format, fileName: file.name });
    request.open('POST', `/api/history-imports?${query}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = request.response as (HistoryBatchDto & { message?: string }) | null;
      if (request.status === 201 && body) return resolve(body);
      reject(refusal(body, request.statusText));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(file);
  });
}

/** Sends a history file, resumable up to the size kept in parts, and answers its preview batch. */
export function uploadHistoryFile(file: File, format: HistoryFormat, onProgress: (share: number) => void, signal?: AbortSignal): Promise<HistoryBatchDto> {
  if (file.size > HISTORY_UPLOAD_MAX_BYTES) return streamHistoryFile(file, format, onProgress);
  return uploadInParts(file, format, onProgress, { signal });
}
