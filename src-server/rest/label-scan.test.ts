import { readFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

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

const scan = (cookie: string, image: unknown) => t.app.inject({ method: 'POST', url: '/api/foods/label-scan', headers: { cookie }, payload: { image } });

describe('POST /api/foods/label-scan', () => {
  it('reads a label photo into a custom-food draft with the barcode beside it, without an AI provider', async () => {
    const { cookie } = await signUp(t.app);
    const res = await scan(cookie, `data:image/png;base64,${(await labelWithBarcode()).toString('base64')}`);
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ format: 'us-2016', servingDescription: '1 cup', servingGrams: 246, barcode: CODE });
    const values = Object.fromEntries(Object.entries(draft.fields as Record<string, { value: number }>).map(([k, r]) => [k, r.value]));
    expect(values).toMatchObject({ calories: 740, fats: 38, saturatedFat: 22, cholesterol: 145, sodium: 460, carbs: 55, addedSugar: 41, protein: 39, calcium: 1470, potassium: 1790 });
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

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/foods/label-scan', payload: { image: 'aGVsbG8=' } });
    expect(res.statusCode).toBe(401);
  });
});
