import { readFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../ai/testing/fake-openai-server.ts';
import { signUp, useTestApp } from '../test/app.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const t = useTestApp();
const withModel = useTestApp({ OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-vision' });

// A rendered US Nutrition Facts label (eval/labels) with its truth, and a retail barcode printed beside it.
const LABEL = 'eval/labels/000-us-2016-clean.png';
const CODE = '4006381333931';

async function labelWithBarcode(): Promise<Buffer> {
  const label = PNG.sync.read(readFileSync(LABEL));
  const bars = PNG.sync.read(await bwipjs.toBuffer({ bcid: 'ean13', text: CODE, scale: 3, height: 18, includetext: true, backgroundcolor: 'ffffff', paddingwidth: 12, paddingheight: 6 }));
  const photo = new PNG({ width: label.width + bars.width + 40, height: Math.max(label.height, bars.height) });
  photo.data.fill(255);
  PNG.bitblt(label, photo, 0, 0, label.width, label.height, 0, 0);
  PNG.bitblt(bars, photo, 0, 0, bars.width, bars.height, label.width + 20, 40);
  return PNG.sync.write(photo);
}

const scan = (cookie: string, image: unknown, app = t.app) => app.inject({ method: 'POST', url: '/api/foods/label-scan', headers: { cookie }, payload: { image } });
const valuesOf = (draft: { fields: Record<string, { value: number }> }) => Object.fromEntries(Object.entries(draft.fields).map(([k, r]) => [k, r.value]));

/** The model's answer for the test label, with rows changed or added. */
const modelReading = (rows: Record<string, unknown> = {}) => ({
  content: JSON.stringify({
    format: 'us-2016',
    servingDescription: '1 cup',
    servingGrams: 246,
    rows: { calories: { amount: '740' }, fats: { amount: '38g', dailyValue: 49 }, sodium: { amount: '460mg', dailyValue: 20 }, carbs: { amount: '55g', dailyValue: 20 }, protein: { amount: '39g' }, ...rows },
  }),
});

describe('POST /api/foods/label-scan', () => {
  it('reads a label photo into a custom-food draft with the barcode beside it, without an AI provider', async () => {
    const { cookie } = await signUp(t.app);
    const res = await scan(cookie, `data:image/png;base64,${(await labelWithBarcode()).toString('base64')}`);
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ format: 'us-2016', servingDescription: '1 cup', servingGrams: 246, barcode: CODE, readBy: 'ocr' });
    expect(valuesOf(draft)).toMatchObject({ calories: 740, fats: 38, saturatedFat: 22, cholesterol: 145, sodium: 460, carbs: 55, addedSugar: 41, protein: 39, calcium: 1470, potassium: 1790 });
    expect(draft.fields.sodium).toMatchObject({ check: 'daily-value' });
    expect(draft.fields.sodium.confidence).toBeGreaterThanOrEqual(90);
  }, 60_000);

  it('answers 400 naming the image when it is not a picture, and 422 when no label is in it', async () => {
    const { cookie } = await signUp(t.app);
    const bad = await scan(cookie, 'not base64 at all!');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('image');
    const blank = new PNG({ width: 200, height: 100 });
    blank.data.fill(255);
    const empty = await scan(cookie, PNG.sync.write(blank).toString('base64'));
    expect(empty.statusCode).toBe(422);
  }, 60_000);

  describe('with a vision model configured', () => {
    it("takes the model's reading through the label's checks, and reads the barcode locally", async () => {
      const { cookie } = await signUp(withModel.app);
      fake.reply(modelReading());
      const photo = `data:image/png;base64,${(await labelWithBarcode()).toString('base64')}`;
      const res = await scan(cookie, photo, withModel.app);
      expect(res.statusCode, res.body).toBe(200);
      const draft = res.json();
      expect(draft).toMatchObject({ readBy: 'model', format: 'us-2016', servingDescription: '1 cup', servingGrams: 246, barcode: CODE });
      expect(valuesOf(draft)).toEqual({ calories: 740, fats: 38, sodium: 460, carbs: 55, protein: 39 });
      expect(draft.fields.sodium).toEqual({ value: 460, confidence: 95, check: 'daily-value', repaired: false });
      expect(draft.fields.protein).toMatchObject({ check: 'energy', confidence: 90 });
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.body.model).toBe('fake-vision');
      const sent = fake.requests[0]!.body.messages![1]!.content as { type: string; image_url?: { url: string } }[];
      expect(sent.find((p) => p.type === 'image_url')?.image_url?.url).toBe(photo);
    });

    it('repairs or flags a model reading the label\'s arithmetic rejects, as it does an OCR reading', async () => {
      const { cookie } = await signUp(withModel.app);
      const photo = (await labelWithBarcode()).toString('base64');
      // "55g" copied as "550" with no %DV beside it: 4-4-9 takes 55.
      fake.reply(modelReading({ carbs: { amount: '550' } }));
      const slip = (await scan(cookie, photo, withModel.app)).json();
      expect(slip.fields.carbs).toEqual({ value: 55, confidence: 90, check: 'energy', repaired: true });
      // Calories no reading of the macronutrients can give: flagged for the user to check.
      fake.reply(modelReading({ calories: { amount: '1200' } }));
      const broken = (await scan(cookie, photo, withModel.app)).json();
      expect(broken.readBy).toBe('model');
      expect(broken.fields.calories).toMatchObject({ value: 1200, check: 'read', repaired: false });
      expect(broken.fields.calories.confidence).toBeLessThanOrEqual(40);
    });

    it('reads the label by OCR when the provider fails or answers something that is not a label', async () => {
      const { cookie } = await signUp(withModel.app);
      const photo = (await labelWithBarcode()).toString('base64');
      fake.reply({ status: 500, body: { error: { message: 'down' } } });
      const failed = (await scan(cookie, photo, withModel.app)).json();
      expect(failed).toMatchObject({ readBy: 'ocr', format: 'us-2016', barcode: CODE });
      expect(valuesOf(failed)).toMatchObject({ calories: 740, carbs: 55, protein: 39 });
      fake.reply({ content: 'I cannot see images.' }, { content: JSON.stringify({ format: 'us-2016', rows: {} }) });
      for (let i = 0; i < 2; i++) expect((await scan(cookie, photo, withModel.app)).json()).toMatchObject({ readBy: 'ocr', fields: { calories: { value: 740 } } });
      expect(fake.requests).toHaveLength(3);
    }, 120_000);
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/foods/label-scan', payload: { image: 'aGVsbG8=' } });
    expect(res.statusCode).toBe(401);
  });
});
