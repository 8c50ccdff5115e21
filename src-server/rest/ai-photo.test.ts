import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../ai/testing/fake-openai-server.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { barcodePhoto } from '../test/barcode-photo.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';

const fake = await startFakeOpenAi();
const off = await startFakeOpenFoodFacts();
afterAll(() => Promise.all([fake.close(), off.close()]));
beforeEach(() => fake.reset());

const withProvider = useTestApp({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-vision', OPEN_FOOD_FACTS_URL: off.url });
const builtinOnly = useTestApp({ OPEN_FOOD_FACTS_URL: off.url });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

async function analyze(app: typeof withProvider, cookie: string, image: unknown) {
  return app.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie }, payload: { image } });
}

describe('POST /api/food-analysis', () => {
  it('has the model name the foods and the database supply the numbers', async () => {
    const { cookie } = await signUp(withProvider.app);
    fake.reply({ content: JSON.stringify({ description: 'Scrambled eggs with toast.', foods: [{ name: 'eggs', quantity: '2 large', confidence: 90 }, { name: 'white toast', quantity: '1 slice', confidence: 80 }] }) });
    const res = await analyze(withProvider, cookie, `data:image/jpeg;base64,${JPEG.toString('base64')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'provider', foodName: 'Eggs and white toast', description: 'Scrambled eggs with toast.' });
    expect(body.foods).toHaveLength(2);
    expect(body.foods[0]).toMatchObject({ name: expect.stringMatching(/^Egg/), quantity: expect.stringMatching(/^2 large/), grams: 100 });
    expect(body.nutrition.calories).toBe(body.foods[0].nutrition.calories + body.foods[1].nutrition.calories);
    expect(body.confidence).toBeGreaterThan(50);
    expect(body.confidence).toBeLessThanOrEqual(100);
    expect(body.servingSize).toMatch(/2 large .* \+ 1 .*slice/);
    const sent = fake.requests[0]!.body.messages![1]!.content as { type: string; image_url?: { url: string } }[];
    expect(sent.find((p) => p.type === 'image_url')?.image_url?.url).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
    expect(fake.requests[0]!.body.model).toBe('fake-vision');
  });

  it('says when no food is in the picture, and when the model gives no usable answer', async () => {
    const { cookie } = await signUp(withProvider.app);
    fake.reply({ content: '{"description": "A cat.", "foods": []}' });
    const none = await analyze(withProvider, cookie, PNG.toString('base64'));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toMatch(/No food was recognised/);
    fake.reply({ content: 'I cannot see images, sorry.' });
    const bad = await analyze(withProvider, cookie, PNG.toString('base64'));
    expect(bad.statusCode).toBe(503);
    expect(bad.json().message).toMatch(/vision-capable/);
  });

  it('answers 503 in plain words, naming no setting, when no provider is set', async () => {
    const { cookie } = await signUp(builtinOnly.app);
    const res = await analyze(builtinOnly, cookie, PNG.toString('base64'));
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'No barcode was found in this photo, and recognising meals from photos is not set up on this instance. Photograph the barcode on the pack, or search for the food or speak it instead.',
    );
    expect(res.body).not.toMatch(/OPENAI|API_KEY/);
  });

  it('reads a barcode in the photo and answers with that product, with no provider', async () => {
    const { cookie } = await signUp(builtinOnly.app);
    const photo = await barcodePhoto('0049000028911', { sideways: true });
    const res = await analyze(builtinOnly, cookie, `data:image/jpeg;base64,${photo.toString('base64')}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      engine: 'builtin',
      barcode: '0049000028911',
      foodName: 'Sparkling Lemon Water (Fizzco)',
      confidence: 100,
      servingSize: '1 can (355 ml) (355 g)',
      nutrition: { calories: 14, carbs: 3.6, sugar: 1.8, sodium: 36 },
    });
    expect(body.foods).toEqual([expect.objectContaining({ name: 'Sparkling Lemon Water', grams: 355, foodId: expect.any(Number) })]);
    // The product is kept as a food, found by search from now on.
    const found = await builtinOnly.app.inject({ method: 'GET', url: '/api/food-search?q=sparkling%20lemon', headers: { cookie } });
    expect(found.json().map((f: { id: number }) => f.id)).toContain(body.foods[0].foodId);
  });

  it('says which barcode it read when no product has it', async () => {
    const { cookie } = await signUp(builtinOnly.app);
    const photo = await barcodePhoto('1234567890128', { format: 'png' });
    const res = await analyze(builtinOnly, cookie, photo.toString('base64'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Barcode 1234567890128 was read from the photo. No product with nutrition facts was found for barcode 1234567890128');
  });

  it('prefers the barcode to the model, and lets the model look when the barcode is unknown', async () => {
    const { cookie } = await signUp(withProvider.app);
    const known = await analyze(withProvider, cookie, (await barcodePhoto('0049000028911')).toString('base64'));
    expect(known.json()).toMatchObject({ engine: 'builtin', foodName: 'Sparkling Lemon Water (Fizzco)' });
    expect(fake.requests).toHaveLength(0);
    fake.reply({ content: JSON.stringify({ description: 'A chocolate bar.', foods: [{ name: 'milk chocolate', quantity: '1 bar', confidence: 70 }] }) });
    const unknown = await analyze(withProvider, cookie, (await barcodePhoto('1234567890128')).toString('base64'));
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json()).toMatchObject({ engine: 'provider', description: 'A chocolate bar.' });
  });

  it('refuses what is not an image with a 400, and an image over 8 MB with a 413', async () => {
    const { cookie } = await signUp(builtinOnly.app);
    for (const image of [Buffer.from('just some text, not a picture').toString('base64'), 'not base64 at all!', 'data:image/png;base64,', Buffer.from('%PDF-1.4 xxxxxxxxxxxx').toString('base64')]) {
      const res = await analyze(builtinOnly, cookie, image);
      expect(res.statusCode, image).toBe(400);
      expect(res.json().message).toMatch(/Please send a JPEG, PNG, WebP or GIF image|image: /);
    }
    const missing = await builtinOnly.app.inject({ method: 'POST', url: '/api/food-analysis', headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^image: /);
    const big = Buffer.concat([JPEG, Buffer.alloc(8 * 1024 * 1024)]);
    const tooBig = await analyze(builtinOnly, cookie, big.toString('base64'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/8 MB/);
    const huge = await analyze(builtinOnly, cookie, 'A'.repeat(13 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    // The larger limit is for the photo route only.
    const other = await builtinOnly.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie }, payload: { transcript: 'a'.repeat(2 * 1024 * 1024) } });
    expect(other.statusCode).toBe(413);
  });

  it('needs sign-in', async () => {
    expect((await builtinOnly.app.inject({ method: 'POST', url: '/api/food-analysis', payload: { image: PNG.toString('base64') } })).statusCode).toBe(401);
  });
});
