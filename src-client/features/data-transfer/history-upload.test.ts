import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PART_BYTES, uploadInParts } from './history-upload.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A server holding the bytes it was sent, as the upload routes do: a part at another offset is a
 * 409 naming the offset held. `lose` decides, per PUT, that the network fails before (`request`) or
 * after (`answer`) the server stored the part.
 */
function fakeServer(size: number, lose: (put: number) => 'request' | 'answer' | null) {
  let held = 0;
  let puts = 0;
  const requests: string[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${String(url)}`);
    if (method === 'POST') return json(201, { id: 7, format: 'withings', fileName: 'weight.csv', size, offset: held });
    if (method === 'GET') return json(200, { id: 7, format: 'withings', fileName: 'weight.csv', size, offset: held });
    const loss = lose(++puts);
    if (loss === 'request') throw new TypeError('Failed to fetch');
    const offset = Number((init!.headers as Record<string, string>)['upload-offset']);
    if (offset !== held) return json(409, { code: 'CONFLICT', reason: 'historyUploadOffset', params: { offset: held } });
    held += (init!.body as Blob).size;
    if (loss === 'answer') throw new TypeError('Failed to fetch');
    return held === size ? json(201, { id: 1, records: 3 }) : json(200, { id: 7, offset: held });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, held: () => held };
}

const fileOf = (size: number) => Object.assign(new Blob([new Uint8Array(size)]), { name: 'weight.csv' });

describe('uploadInParts', () => {
  it('sends the file part by part, reporting progress, and answers the preview', async () => {
    const size = 2 * PART_BYTES + 10;
    const server = fakeServer(size, () => null);
    const shares: number[] = [];
    const batch = await uploadInParts(fileOf(size), 'withings', (share) => shares.push(share), { fetch: server.fetch, gzip: false });
    expect(batch).toEqual({ id: 1, records: 3 });
    expect(server.requests).toEqual(['POST /api/history-imports/uploads', ...Array(3).fill('PUT /api/history-imports/uploads/7')]);
    expect(shares).toEqual([0, PART_BYTES / size, (2 * PART_BYTES) / size]);
  });

  it('waits after a network failure and resumes from the offset the server holds, sending no byte twice', async () => {
    const size = 2 * PART_BYTES + 10;
    // The second part reached the server but its answer was lost.
    const server = fakeServer(size, (put) => (put === 2 ? 'answer' : null));
    const waits: number[] = [];
    const batch = await uploadInParts(fileOf(size), 'withings', () => {}, { fetch: server.fetch, wait: async (ms) => void waits.push(ms), gzip: false });
    expect(batch).toEqual({ id: 1, records: 3 });
    expect(waits).toEqual([1_000]);
    expect(server.requests).toEqual([
      'POST /api/history-imports/uploads',
      'PUT /api/history-imports/uploads/7',
      'PUT /api/history-imports/uploads/7',
      'GET /api/history-imports/uploads/7',
      'PUT /api/history-imports/uploads/7',
    ]);
    expect(server.held()).toBe(size);
  });

  it('sends a part again when it never arrived, and gives up after failures in a row', async () => {
    const server = fakeServer(100, (put) => (put === 1 ? 'request' : null));
    await expect(uploadInParts(fileOf(100), 'withings', () => {}, { fetch: server.fetch, wait: async () => {}, gzip: false })).resolves.toEqual({ id: 1, records: 3 });

    const down = fakeServer(100, () => 'request');
    await expect(uploadInParts(fileOf(100), 'withings', () => {}, { fetch: down.fetch, wait: async () => {}, gzip: false })).rejects.toThrow(TypeError);
    expect(down.requests.filter((r) => r.startsWith('PUT'))).toHaveLength(9);
  });

  it('passes a refusal on with the server’s answer as data', async () => {
    const fetch = (async () => json(413, { code: 'PAYLOAD_TOO_LARGE', message: 'size: The file is larger than 1 MB', reason: 'invalidField' })) as typeof globalThis.fetch;
    await expect(uploadInParts(fileOf(100), 'withings', () => {}, { fetch })).rejects.toMatchObject({ message: 'size: The file is larger than 1 MB', data: { reason: 'invalidField' } });
  });

  describe('gzip-compressed', () => {
    /**
     * A server keeping the compressed bytes it was sent: the file is whole when a part says
     * `Upload-Length`, and it answers the file as it inflates. `down` makes the network fail for
     * every PUT after the given one.
     */
    function gzipServer(down = Infinity) {
      let bytes = Buffer.alloc(0);
      let inflated: Buffer | undefined;
      let puts = 0;
      const starts: unknown[] = [];
      const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (method === 'POST') starts.push(JSON.parse(String(init!.body)));
        if (method !== 'PUT') return json(method === 'POST' ? 201 : 200, { id: 7, offset: bytes.length });
        if (++puts > down) throw new TypeError('Failed to fetch');
        const headers = init!.headers as Record<string, string>;
        if (Number(headers['upload-offset']) !== bytes.length) return json(409, { params: { offset: bytes.length } });
        bytes = Buffer.concat([bytes, Buffer.from(await (init!.body as Blob).arrayBuffer())]);
        if (headers['upload-length'] === undefined) return json(200, { id: 7, offset: bytes.length });
        expect(Number(headers['upload-length'])).toBe(bytes.length);
        inflated = gunzipSync(bytes);
        return json(201, { id: 1 });
      };
      return { fetch: fetch as typeof globalThis.fetch, starts, inflated: () => inflated, held: () => bytes.length, reconnect: () => void (down = Infinity) };
    }

    /** Bytes that do not compress, so the file takes several parts. */
    function noise(size: number) {
      const bytes = new Uint8Array(size);
      for (let i = 0, x = 7; i < size; i++) bytes[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24;
      return Object.assign(new Blob([bytes]), { name: 'export.xml' });
    }

    it('sends the file compressed, announcing it and its own size, and the server inflates it whole', async () => {
      const text = 'Record '.repeat(3 * 2 ** 20);
      const file = Object.assign(new Blob([text]), { name: 'export.xml' });
      const server = gzipServer();
      const shares: number[] = [];
      await expect(uploadInParts(file, 'apple-health', (share) => shares.push(share), { fetch: server.fetch, gzip: true })).resolves.toEqual({ id: 1 });
      expect(server.starts).toEqual([{ format: 'apple-health', fileName: 'export.xml', size: file.size, encoding: 'gzip' }]);
      expect(server.inflated()?.toString()).toBe(text);
      // 21 MB of text travels as one part.
      expect(server.held()).toBeLessThan(PART_BYTES);
      expect(shares).toEqual([0]);
    });

    it('resumes after a reload by compressing again and skipping what the server holds', async () => {
      const file = noise(Math.round(2.5 * PART_BYTES));
      const server = gzipServer(2);
      await expect(uploadInParts(file, 'apple-health', () => {}, { fetch: server.fetch, wait: async () => {}, gzip: true })).rejects.toThrow(TypeError);
      expect(server.held()).toBe(2 * PART_BYTES);
      server.reconnect();
      await expect(uploadInParts(file, 'apple-health', () => {}, { fetch: server.fetch, gzip: true })).resolves.toEqual({ id: 1 });
      expect(server.inflated()?.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    });
  });
});
