import { afterAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';

const fake = await startFakeOpenFoodFacts();
afterAll(() => fake.close());

describe('barcode lookup', () => {
  const t = useTestApp({ OPEN_FOOD_FACTS_URL: 'http://127.0.0.1:9' });
  const online = useTestApp();

  it('asks Open Food Facts, converts to per-serving numbers and keeps the product for next time', async () => {
    online.app.env.OPEN_FOOD_FACTS_URL = fake.url;
    const { cookie } = await signUp(online.app);
    fake.requests.length = 0;
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
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 404 for an unknown product or one without nutrition facts', async () => {
    online.app.env.OPEN_FOOD_FACTS_URL = fake.url;
    const { cookie } = await signUp(online.app);
    for (const code of ['1234567890128', '5000000000005']) {
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
