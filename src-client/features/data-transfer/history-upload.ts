import type { HistoryBatchDto, HistoryFormat } from '../../../src/schemas/history-import.ts';

/**
 * Sends a history file as its raw bytes, which the server reads as they arrive (decision 104).
 * XMLHttpRequest rather than fetch: only it reports upload progress. A refusal rejects with the
 * server's answer as `data`, so `messageOf` reads it as it reads a tRPC error.
 */
export function uploadHistoryFile(file: File, format: HistoryFormat, onProgress: (share: number) => void): Promise<HistoryBatchDto> {
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
      reject(Object.assign(new Error(body?.message ?? request.statusText), { data: body }));
    };
    request.onerror = () => reject(new Error('network'));
    request.send(file);
  });
}
