import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

/** A stand-in for Open Food Facts' product API on this machine. */
let requests: string[] = [];
const fake: Server = createServer((req, res) => {
  requests.push(req.url ?? '');
  const code = /product\/(\d+)\.json/.exec(req.url ?? '')?.[1];
  res.setHeader('content-type', 'application/json');
  if (code === '0049000028911') {
    res.end(JSON.stringify({
      status: 1,
      product: {
        product_name: 'Sparkling Lemon Water',
        brands: 'Fizzco, Other',
        categories: 'Beverages, Waters',
        serving_size: '1 can (355 ml)',
        serving_quantity: 355,
        nutriments: { 'energy-kcal_100g': 4, proteins_100g: 0, carbohydrates_100g: 1, fat_100g: 0, sugars_100g: '0.5', sodium_100g: 0.01 },
      },
    }));
  } else if (code === '5000000000001') {
    res.end('{"status":1,"product":{"product_name":"Mystery","nutriments":{}}}');
  } else {
    res.statusCode = 404;
    res.end('{"status":0}');
  }
});

let fakeUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('barcode lookup', () => {
  const t = useTestApp({ OPEN_FOOD_FACTS_URL: 'http://127.0.0.1:9' });
  const online = useTestApp();

  it('asks Open Food Facts, converts to per-serving numbers and keeps the product for next time', async () => {
    online.app.env.OPEN_FOOD_FACTS_URL = fakeUrl;
    const { cookie } = await signUp(online.app);
    requests = [];
    const res = await online.app.inject({ method: 'GET', url: '/api/foods/barcode/0049000028911', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Sparkling Lemon Water',
      brand: 'Fizzco',
      dataType: 'Branded',
      servingSize: '1 can (355 ml) (355 g)',
      nutrition: { calories: 14, carbs: 3.6, sugar: 1.8, sodium: 36 },
    });
    // A 12-digit UPC of the same product is found locally, without asking again.
    const again = await online.app.inject({ method: 'GET', url: '/api/foods/barcode/049000028911', headers: { cookie } });
    expect(again.json().name).toBe('Sparkling Lemon Water');
    expect(requests).toHaveLength(1);
  });

  it('answers 404 for an unknown product or one without nutrition facts', async () => {
    online.app.env.OPEN_FOOD_FACTS_URL = fakeUrl;
    const { cookie } = await signUp(online.app);
    for (const code of ['1234567890123', '5000000000001']) {
      const res = await online.app.inject({ method: 'GET', url: `/api/foods/barcode/${code}`, headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`No product with nutrition facts was found for barcode ${code}`);
    }
  });

  it('answers a clear 503 when Open Food Facts cannot be reached', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/foods/barcode/0049000028911', headers: { cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/cannot reach/);
  });

  it('refuses a malformed barcode with 400', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/foods/barcode/12ab', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'code', message: 'Barcode must be 8 to 14 digits' });
  });
});
