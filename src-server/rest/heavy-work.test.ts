import { crc32, deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { barcodePhoto } from '../test/barcode-photo.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';
import { timedRead } from '../test/timed-read.ts';

const off = await startFakeOpenFoodFacts();
afterAll(() => off.close());
// A short barcode time limit, so a slow photo runs out of time within the test.
const t = useTestApp({ OPEN_FOOD_FACTS_URL: off.url, PHOTO_BARCODE_TIMEOUT_MS: '6000' });

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of blank pixels: `depth` bits per channel, colour type `colour` (2 RGB, 6 RGBA), as in its IHDR. */
function blankPng(width: number, height: number, depth: 8 | 16, colour: 2 | 6, inflated: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colour, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc(inflated), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A decompression bomb: about 31 KB of PNG whose header claims 16000 × 16000 pixels. */
const bombPng = () => blankPng(16_000, 16_000, 8, 2, 30 * 1024 * 1024);

/** Under the 40-megapixel limit but slow to decode: 6000 × 6600 pixels of 16-bit RGBA in about 300 KB (seconds of a thread). */
const slowPng = () => blankPng(6000, 6600, 16, 6, (1 + 6000 * 8) * 6600);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('heavy work off the event loop', () => {
  it('answers a 31 KB PNG claiming 16000 × 16000 pixels with a 413 in under a second, without decoding it', async () => {
    const { cookie } = await signUp(t.app);
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(40 * 1024);
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie }, payload: { image: bomb.toString('base64') } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/40 megapixels/);
  });

  it("keeps another user's reads fast while one user generates 14-day plans four at a time, and caps that user with 429", async () => {
    const busy = await signUp(t.app);
    const reader = await signUp(t.app);
    const read = timedRead(t.app, reader.cookie);
    await read();
    let done = false;
    const plans = Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: '/api/meal-plans', headers: { cookie: busy.cookie }, payload: { preferences: { days: 14 } } })),
    ).finally(() => (done = true));
    const times: number[] = [];
    while (!done || times.length < 10) {
      times.push(await read());
      // A person reads now and then; back-to-back injected calls would never let the event loop reach I/O.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const codes = (await plans).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429]);
    expect(median(times)).toBeLessThan(100);
  }, 90_000);

  it("scans another user's barcode photo while a slow photo runs out of time", async () => {
    const slow = await signUp(t.app);
    const other = await signUp(t.app);
    const photo = (await barcodePhoto('0049000028911')).toString('base64');
    const slowScan = t.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie: slow.cookie }, payload: { image: slowPng().toString('base64') } });
    // Sent just after, so on a small machine it waits behind the slow photo for a thread.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const scan = await t.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie: other.cookie }, payload: { image: photo } });
    expect(scan.statusCode).toBe(200);
    expect(scan.json()).toMatchObject({ barcode: '0049000028911', foodName: expect.stringMatching(/Sparkling Lemon Water/) });
    // The slow photo gave up reading (no barcode, and no vision provider here): an answer, not a failure of the server.
    const slowAnswer = await slowScan;
    expect(slowAnswer.statusCode).toBe(503);
    expect(slowAnswer.json().message).toMatch(/No barcode was found/);
  }, 60_000);

  it('reads the barcode in a photo through the pool', async () => {
    const { cookie } = await signUp(t.app);
    const photo = (await barcodePhoto('0049000028911')).toString('base64');
    const res = await t.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie }, payload: { image: photo } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ barcode: '0049000028911', foodName: expect.stringMatching(/Sparkling Lemon Water/) });
  });
});
