import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { gzipSync, constants as zlib } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { signUp, testEnv, useTestApp } from '../test/app.ts';
import { callProcedure, procedures } from '../test/procedures.ts';

// A history file sent in parts: each part at the offset the server holds, resumed after a loss, read
// into the same preview as a one-shot upload, and gone from the database once read.
const t = useTestApp({ HISTORY_IMPORT_MAX_MB: '1' });
const appleHealth = readFileSync(new URL('../test/fixtures/apple-health-export.xml', import.meta.url));

type User = { id: string; cookie: string };
const FILE = { format: 'apple-health', fileName: 'export.xml' };

const start = (user: User, payload: object, app = t.app) => app.inject({ method: 'POST', url: '/api/history-imports/uploads', headers: { cookie: user.cookie }, payload });
const put = (user: User, id: number, offset: number | string, part: Buffer, app = t.app, length?: number | string) =>
  app.inject({
    method: 'PUT',
    url: `/api/history-imports/uploads/${id}`,
    headers: { cookie: user.cookie, 'content-type': 'application/octet-stream', 'upload-offset': String(offset), ...(length === undefined ? {} : { 'upload-length': String(length) }) },
    payload: part,
  });
const held = (user: User, id: number, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: `/api/history-imports/uploads/${id}`, headers: { cookie: user.cookie } });
const oneShot = (user: User, file: Buffer, query: string) =>
  t.app.inject({ method: 'POST', url: `/api/history-imports?${query}`, headers: { cookie: user.cookie, 'content-type': 'application/octet-stream' }, payload: file });

async function started(user: User, file: Buffer, names = FILE): Promise<number> {
  const res = await start(user, { ...names, size: file.length });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ ...names, size: file.length, offset: 0 });
  return res.json().id;
}

/** Cuts a file at the given byte offsets. */
const cut = (file: Buffer, at: number[]) => [0, ...at].map((from, i) => file.subarray(from, at[i] ?? file.length));

/** The user's uploads and their parts in the database. */
async function stored(user: User) {
  const { rows } = await sql<{ uploads: string; parts: string }>`
    select (select count(*) from import_uploads where user_id = ${user.id}) as uploads,
      (select count(*) from import_upload_parts p join import_uploads u on u.id = p.upload_id where u.user_id = ${user.id}) as parts`.execute(t.database.db);
  return { uploads: Number(rows[0]!.uploads), parts: Number(rows[0]!.parts) };
}

/** A preview's figures, without what differs between two uploads of the same file. */
const figures = ({ id: _id, createdAt: _createdAt, ...rest }: Record<string, unknown>) => rest;

/** A MacroFactor workbook: a whole-file format, read once the upload is complete. */
async function macroFactorXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const foodLog = book.addWorksheet('Food Log');
  foodLog.addRow(['Date', 'Food Name', 'Serving', 'Calories (kcal)', 'Protein (g)', 'Fat (g)', 'Carbs (g)']);
  foodLog.addRow(['2024-01-02', 'Greek Yogurt, Plain', '170 g', 100, 17.3, 0.7, 6.1]);
  foodLog.addRow(['2024-01-03', 'Brown Rice, Cooked', '1 cup', 218, 4.5, 1.6, 45.8]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a history file sent in parts', () => {
  it('reads the parts, sent in order, into the same preview as a one-shot upload, imports it, and keeps no part', async () => {
    const user = await signUp(t.app);
    const expected = await oneShot(user, appleHealth, 'format=apple-health&fileName=export.xml');
    expect(expected.statusCode, expected.body).toBe(201);

    const other = await signUp(t.app);
    const id = await started(other, appleHealth);
    // The second cut falls inside the three bytes of a ’, which the reader must join again.
    const curly = appleHealth.indexOf('’');
    const parts = cut(appleHealth, [2000, curly + 1, 5000]);
    let offset = 0;
    for (const part of parts.slice(0, -1)) {
      const res = await put(other, id, offset, part);
      offset += part.length;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, offset });
      expect(res.headers['upload-offset']).toBe(String(offset));
    }
    const last = await put(other, id, offset, parts.at(-1)!);
    expect(last.statusCode, last.body).toBe(201);
    expect(figures(last.json())).toEqual(figures(expected.json()));
    expect(await stored(other)).toEqual({ uploads: 0, parts: 0 });

    const imported = await t.app.inject({ method: 'POST', url: `/api/history-imports/${last.json().id}/import`, headers: { cookie: other.cookie } });
    expect(imported.json()).toMatchObject({ status: 'imported', toAdd: { weightLogs: 2, dailySteps: 2, activityLogs: 1, foodLogs: 1 } });
    expect(await stored(other)).toEqual({ uploads: 0, parts: 0 });
  });

  it('gives a whole-file format (a spreadsheet) the assembled bytes', async () => {
    const user = await signUp(t.app);
    const xlsx = await macroFactorXlsx();
    const names = { format: 'macrofactor', fileName: 'MacroFactor.xlsx' };
    const expected = (await oneShot(user, xlsx, 'format=macrofactor&fileName=MacroFactor.xlsx')).json();
    expect(expected.toAdd.foodLogs).toBe(2);
    const id = await started(user, xlsx, names);
    const [first, second] = cut(xlsx, [Math.floor(xlsx.length / 2)]);
    expect((await put(user, id, 0, first!)).statusCode).toBe(200);
    const done = await put(user, id, first!.length, second!);
    expect(done.statusCode, done.body).toBe(201);
    expect(figures(done.json())).toEqual(figures(expected));
  });

  it('answers 409 with the offset it holds to a part at another offset, and stores nothing of it', async () => {
    const user = await signUp(t.app);
    const id = await started(user, appleHealth);
    const [first, second] = cut(appleHealth, [1000]);
    expect((await put(user, id, 0, first!)).statusCode).toBe(200);
    for (const offset of [0, 500, 1500]) {
      const res = await put(user, id, offset, second!);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', reason: 'historyUploadOffset', params: { offset: 1000 } });
    }
    expect(await stored(user)).toEqual({ uploads: 1, parts: 1 });
    expect((await held(user, id)).json()).toMatchObject({ offset: 1000 });
    // An empty part at the offset held changes nothing (once the file is whole, it reads it again).
    const empty = await put(user, id, 1000, Buffer.alloc(0));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ offset: 1000 });
    expect(await stored(user)).toEqual({ uploads: 1, parts: 1 });
  });

  it('resumes from the offset held after a part is lost, and from the same file chosen again', async () => {
    const user = await signUp(t.app);
    const id = await started(user, appleHealth);
    const [a, b, c] = cut(appleHealth, [2000, 4000]);
    await put(user, id, 0, a!);
    // Part b never arrived: c is refused, and the server says where to go on from.
    const refused = await put(user, id, 4000, c!);
    expect(refused.json().params).toEqual({ offset: 2000 });
    const head = await held(user, id, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('2000');
    // After a reload the same file (name, size, app) resumes the same upload.
    const again = await start(user, { ...FILE, size: appleHealth.length });
    expect(again.json()).toMatchObject({ id, offset: 2000 });
    expect((await put(user, id, 2000, b!)).statusCode).toBe(200);
    const done = await put(user, id, 4000, c!);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ records: 18, toAdd: { weightLogs: 2, dailySteps: 2, activityLogs: 1, foodLogs: 1 } });
    expect(await stored(user)).toEqual({ uploads: 0, parts: 0 });
  });

  it('answers 404 to another user on every route and procedure, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const id = await started(owner, appleHealth);
    await put(owner, id, 0, appleHealth.subarray(0, 100));
    expect((await held(intruder, id)).statusCode).toBe(404);
    expect((await held(intruder, id, 'HEAD')).statusCode).toBe(404);
    expect((await put(intruder, id, 100, appleHealth.subarray(100, 200))).statusCode).toBe(404);
    const status = procedures().find((p) => p.path === 'historyImport.uploadStatus')!;
    expect((await callProcedure(t.app, status, { id }, { cookie: intruder.cookie })).statusCode).toBe(404);
    expect((await held(owner, id)).json()).toMatchObject({ offset: 100 });
  });

  it('refuses bad input with 400 or 413 naming the field, and stores nothing', async () => {
    const user = await signUp(t.app);
    const before = await stored(user);
    const refusals: [object, number, string][] = [
      // Under this instance's 1 MB limit for history files.
      [{ ...FILE, size: 2 * 2 ** 20 }, 413, 'size'],
      [{ ...FILE, size: 101 * 2 ** 20 }, 400, 'size'],
      [{ ...FILE, size: 0 }, 400, 'size'],
      [{ ...FILE, size: 1.5 }, 400, 'size'],
      [{ fileName: 'export.xml', size: 10 }, 400, 'format'],
      [{ format: 'apple-health', size: 10 }, 400, 'fileName'],
    ];
    for (const [payload, status, field] of refusals) {
      const res = await start(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().issues[0].path, JSON.stringify(payload)).toBe(field);
    }
    expect(await stored(user)).toEqual(before);

    const id = await started(user, Buffer.alloc(10));
    for (const offset of ['', '-1', 'abc', '1e3']) {
      const res = await put(user, id, offset, Buffer.alloc(5));
      expect(res.statusCode, offset).toBe(400);
      expect(res.json().issues[0].path).toBe('upload-offset');
    }
    const past = await put(user, id, 0, Buffer.alloc(11));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ issues: [{ path: 'body' }], params: { path: 'body' } });
    expect((await put(user, 0, 0, Buffer.alloc(5))).statusCode).toBe(400);
    expect(await stored(user)).toEqual({ uploads: 1, parts: 0 });
  });

  it('drops a file it cannot read, and an upload left for a day when another starts', async () => {
    const user = await signUp(t.app);
    const junk = Buffer.from('not an export');
    const id = await started(user, junk);
    const res = await put(user, id, 0, junk);
    expect(res.json()).toMatchObject({ reason: 'historyImportNothingRead' });
    expect((await held(user, id)).statusCode).toBe(404);

    const left = await started(user, appleHealth);
    await put(user, left, 0, appleHealth.subarray(0, 100));
    await sql`update import_uploads set created_at = now() - interval '25 hours' where id = ${left}`.execute(t.database.db);
    const other = await signUp(t.app);
    await started(other, appleHealth);
    expect((await held(user, left)).statusCode).toBe(404);
  });

  describe('behind a load balancer', () => {
    let second: FastifyInstance;
    let secondDb: DatabaseHandle | undefined;
    beforeAll(async () => {
      // On Postgres the second instance has its own pool, as a second process would.
      secondDb = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
      second = await buildApp({ env: testEnv({ HISTORY_IMPORT_MAX_MB: '1' }), db: secondDb?.db ?? t.database.db });
    });
    afterAll(async () => {
      await second.close();
      await secondDb?.close();
    });

    it('takes each part on whichever instance it reaches', async () => {
      const user = await signUp(t.app);
      const id = await started(user, appleHealth);
      const parts = cut(appleHealth, [1500, 3000, 4500]);
      let offset = 0;
      for (const [i, part] of parts.entries()) {
        const res = await put(user, id, offset, part, i % 2 ? second : t.app);
        expect(res.statusCode, res.body).toBe(i === parts.length - 1 ? 201 : 200);
        offset += part.length;
      }
      expect(await stored(user)).toEqual({ uploads: 0, parts: 0 });
    });
  });

  it('takes no upload from an API token', async () => {
    const user = await signUp(t.app);
    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie: user.cookie }, payload: { name: 'script', scopes: ['read', 'log'] } })).json().token;
    const res = await t.app.inject({ method: 'POST', url: '/api/history-imports/uploads', headers: { authorization: `Bearer ${token}` }, payload: { ...FILE, size: 10 } });
    expect(res.statusCode).toBe(403);
    const id = await started(user, Buffer.alloc(10));
    const part = await t.app.inject({ method: 'PUT', url: `/api/history-imports/uploads/${id}`, headers: { authorization: `Bearer ${token}`, 'upload-offset': '0' }, payload: Buffer.alloc(5) });
    expect(part.statusCode).toBe(403);
  });

  describe('gzip-compressed', () => {
    const GZIP = { ...FILE, encoding: 'gzip' };

    /** Sends compressed bytes in parts of `partBytes`, the last saying how many were sent in all. */
    async function sendGzip(user: User, id: number, gz: Buffer, partBytes: number, app = t.app) {
      let last;
      for (let at = 0; at < gz.length; at += partBytes) {
        const end = Math.min(at + partBytes, gz.length);
        last = await put(user, id, at, gz.subarray(at, end), app, end === gz.length ? gz.length : undefined);
        if (end < gz.length) expect(last.json(), last.body).toMatchObject({ offset: end, encoding: 'gzip' });
      }
      return last!;
    }

    it('reads a compressed file into the same preview as the file itself, and keeps nothing', async () => {
      const user = await signUp(t.app);
      const expected = await oneShot(user, appleHealth, 'format=apple-health&fileName=export.xml');
      const other = await signUp(t.app);
      const started = await start(other, { ...GZIP, size: appleHealth.length });
      expect(started.json()).toMatchObject({ size: appleHealth.length, encoding: 'gzip', offset: 0 });
      const done = await sendGzip(other, started.json().id, gzipSync(appleHealth), 300);
      expect(done.statusCode, done.body).toBe(201);
      expect(figures(done.json())).toEqual(figures(expected.json()));
      expect(await stored(other)).toEqual({ uploads: 0, parts: 0 });
    });

    it('refuses a wrong Upload-Length, parts that do not inflate, and a file inflating past its size', async () => {
      const user = await signUp(t.app);
      const gz = gzipSync(appleHealth);
      const id = (await start(user, { ...GZIP, size: appleHealth.length })).json().id;
      const wrong = await put(user, id, 0, gz, t.app, gz.length + 1);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().issues[0]).toMatchObject({ path: 'upload-length', message: `Upload-Length must be ${gz.length}, the bytes sent once this part is stored` });
      expect(await stored(user)).toEqual({ uploads: 1, parts: 0 });

      // A byte changed, as a resume from another compression of the file would give: the gzip CRC says so.
      const changed = Buffer.from(gz);
      changed[Math.floor(gz.length / 2)]! ^= 0xff;
      const corrupt = await put(user, id, 0, changed, t.app, gz.length);
      expect(corrupt.statusCode).toBe(400);
      expect(corrupt.json()).toMatchObject({ reason: 'historyUploadCorrupt' });
      expect(await stored(user)).toEqual({ uploads: 0, parts: 0 });

      // More compressed bytes than any compression of the file takes: refused, the upload kept as it was.
      const small = (await start(user, { ...GZIP, size: 100 })).json().id;
      const past = await put(user, small, 0, gz, t.app, gz.length);
      expect(past.statusCode).toBe(400);
      expect(past.json().issues[0]).toMatchObject({ path: 'body', message: 'The part goes past the 100 bytes the file was said to have' });
      expect(await stored(user)).toEqual({ uploads: 1, parts: 0 });

      // A kilobyte that inflates to a megabyte, for a file said to have 1,100 bytes, stops there.
      const zeros = gzipSync(Buffer.alloc(2 ** 20));
      const bomb = (await start(user, { ...GZIP, size: 1100 })).json().id;
      const inflated = await put(user, bomb, 0, zeros, t.app, zeros.length);
      expect(inflated.statusCode, inflated.body).toBe(413);
      expect(await stored(user)).toEqual({ uploads: 0, parts: 0 });

      const tooLarge = await start(user, { ...GZIP, size: 2 * 2 ** 20 });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().issues[0].path).toBe('size');
      const encoding = await start(user, { ...FILE, size: 10, encoding: 'br' });
      expect(encoding.statusCode).toBe(400);
      expect(encoding.json().issues[0].path).toBe('encoding');
    });

    describe('of a file past the 100 MB kept in parts', () => {
      let large: FastifyInstance;
      beforeAll(async () => {
        large = await buildApp({ env: testEnv({}), db: t.database.db });
      });
      afterAll(() => large.close());

      /** An Apple Health export of `days` days with `perDay` step samples each, compressed. */
      function stepsExport(days: number, perDay: number) {
        const head = '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n';
        const chunks: Buffer[] = [];
        let size = 0;
        const day = (d: number) => new Date(Date.UTC(2021, 0, 1 + d)).toISOString().slice(0, 10);
        const text: string[] = [head];
        for (let d = 0; d < days; d++) {
          for (let i = 0; i < perDay; i++) {
            const time = `${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
            text.push(
              ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" sourceVersion="17.1" unit="count" creationDate="${day(d)} ${time} -0800" startDate="${day(d)} ${time} -0800" endDate="${day(d)} ${time} -0800" value="${(d + i) % 40}"/>\n`,
            );
          }
          const piece = Buffer.from(text.splice(0).join(''));
          size += piece.length;
          chunks.push(piece);
        }
        const tail = Buffer.from('</HealthData>\n');
        return { size: size + tail.length, gz: gzipSync(Buffer.concat([...chunks, tail]), { level: zlib.Z_BEST_SPEED }) };
      }

      it('sends it compressed, resumes it after a reload, and reads every record', async () => {
        const user = await signUp(large);
        const { size, gz } = stepsExport(365, 1300);
        expect(size).toBeGreaterThan(100 * 2 ** 20);
        const refused = await start(user, { ...FILE, size }, large);
        expect(refused.statusCode).toBe(400);

        const id = (await start(user, { ...GZIP, size }, large)).json().id;
        const half = Math.floor(gz.length / 2);
        expect((await put(user, id, 0, gz.subarray(0, half), large)).statusCode).toBe(200);
        // After a reload the same file resumes where it stopped.
        const again = await start(user, { ...GZIP, size }, large);
        expect(again.json()).toMatchObject({ id, offset: half });
        const done = await put(user, id, half, gz.subarray(half), large, gz.length);
        expect(done.statusCode, done.body).toBe(201);
        expect(done.json()).toMatchObject({ records: 365 * 1300, skipped: 0, toAdd: { dailySteps: 365 }, firstDate: '2021-01-01', lastDate: '2021-12-31' });
        expect(await stored(user)).toEqual({ uploads: 0, parts: 0 });
      }, 120_000);
    });
  });
});
