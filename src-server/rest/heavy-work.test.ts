import { crc32, deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { barcodePhoto } from '../test/barcode-photo.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';

const off = await startFakeOpenFoodFacts();
afterAll(() => off.close());
const t = useTestApp({ OPEN_FOOD_FACTS_URL: off.url });

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: about 31 KB of PNG whose header claims 16000 × 16000 pixels. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16_000, 0);
  header.writeUInt32BE(16_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc(30 * 1024 * 1024), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

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
    const read = async () => {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie: reader.cookie } });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
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

  it('reads the barcode in a photo through the pool', async () => {
    const { cookie } = await signUp(t.app);
    const photo = (await barcodePhoto('0049000028911')).toString('base64');
    const res = await t.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie }, payload: { image: photo } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ barcode: '0049000028911', foodName: expect.stringMatching(/Sparkling Lemon Water/) });
  });
});
