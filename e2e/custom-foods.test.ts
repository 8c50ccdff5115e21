import type { Browser, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { startFakeOpenFoodFacts } from '../src-server/test/fake-open-food-facts.ts';
import { launchBrowser } from './support/browser.ts';
import { barcodeVideo, fakeCameraArgs } from './support/fake-camera.ts';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

// Barcode lookups go to a stand-in for Open Food Facts on this machine.
const openFoodFacts = await startFakeOpenFoodFacts();
afterAll(() => openFoodFacts.close());
const e2e = useE2E({ env: { OPEN_FOOD_FACTS_URL: openFoodFacts.url } });

async function fillFood(page: Page, food: { name: string; serving: string; grams: string; calories: string; protein: string; carbs: string; fats: string }) {
  const dialog = page.getByRole('dialog', { name: /Create a food/ });
  await dialog.getByLabel('Name').fill(food.name);
  await dialog.getByLabel('Serving description').fill(food.serving);
  await dialog.getByLabel('Serving weight (g)').fill(food.grams);
  await dialog.getByLabel('Calories (kcal)').fill(food.calories);
  await dialog.getByLabel('Protein (g)').fill(food.protein);
  await dialog.getByLabel('Carbs (g)').fill(food.carbs);
  await dialog.getByLabel('Fats (g)').fill(food.fats);
  return dialog;
}

it('creates a food, finds it first in search marked as the user’s own, logs it, edits and deletes it', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByRole('button', { name: 'Create a food' }).click();
  const dialog = await fillFood(page, { name: 'Grandma oat bar', serving: '1 bar', grams: '40', calories: '100', protein: '4', carbs: '24', fats: '7.5' });
  await dialog.getByRole('button', { name: 'Save food' }).click();
  // 4*4 + 24*4 + 7.5*9 = 180 kcal from the macros: 100 kcal is refused on the form, naming the field.
  await dialog.getByText(/more than 20% above 100/).waitFor();
  await expectNoSeriousA11yIssues(page, 'create a food');
  await dialog.getByLabel('Calories (kcal)').fill('180');
  // The other nutrients sit folded away; one entered there is carried into the log.
  await dialog.getByRole('button', { name: 'More nutrients' }).click();
  await dialog.getByLabel('Iron (mg)').fill('3.2');
  await dialog.getByRole('button', { name: 'Save food' }).click();
  await page.getByText('Food saved').waitFor();
  await page.getByRole('region', { name: 'My foods' }).getByText('Grandma oat bar').waitFor();
  await expectNoSeriousA11yIssues(page, 'my foods');

  await page.getByLabel('Search foods').fill('oat bar');
  const first = page.getByRole('listitem').filter({ has: page.getByRole('button') }).first();
  await first.getByText('Grandma oat bar').waitFor();
  await first.getByText('My food').waitFor();
  await first.getByRole('button').click();
  await page.getByRole('button', { name: 'Add to Log' }).click();
  await page.getByText('Food logged successfully!').waitFor();
  const [entry] = await (await page.request.get('/api/food-logs')).json();
  expect(entry).toMatchObject({ foodName: 'Grandma oat bar', calories: 180, protein: 4, dataType: 'custom', nutrients: { iron: 3.2 } });
  expect(entry.nutrients.zinc).toBeUndefined();
  await page.getByRole('link', { name: 'Nutrients' }).click();
  const iron = page.getByTestId('nutrient-iron');
  await iron.getByTestId('top-foods').getByText('Grandma oat bar').waitFor();
  expect(await iron.innerText()).toContain('3.2 mg');
  await page.goto('/food-log');

  // Edited, then deleted: the logged entry keeps the numbers it was logged with.
  const myFoods = page.getByRole('region', { name: 'My foods' });
  await myFoods.getByRole('button', { name: 'Edit Grandma oat bar' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Grandma oat bar/ });
  await edit.getByLabel('Calories (kcal)').fill('190');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Food updated').waitFor();
  await myFoods.getByText(/190 kcal/).waitFor();
  await myFoods.getByRole('button', { name: 'Delete Grandma oat bar' }).click();
  await page.getByText('Food deleted').waitFor();
  await myFoods.getByText('Grandma oat bar').waitFor({ state: 'detached' });
  const [kept] = await (await page.request.get('/api/food-logs')).json();
  expect(kept).toMatchObject({ foodName: 'Grandma oat bar', calories: 180, foodId: null });

  // This browser has no camera to give: the scanner says so instead of showing a dead picture.
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await page.getByRole('alert').getByText(/permission was denied|No camera was found/).waitFor();
  await expectNoSeriousA11yIssues(page, 'scanner without a camera');
  await context.close();
});

/** A browser whose camera films the barcode, and a signed-in page on the food log (with the app's real CSP). */
async function withCamera(code: string, mobile: boolean): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser(fakeCameraArgs(await barcodeVideo(code)));
  const context = await browser.newContext({ baseURL: e2e.server.url, viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  context.setDefaultTimeout(20_000);
  await context.grantPermissions(['camera'], { origin: e2e.server.url });
  const page = await context.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  return { browser, page };
}

it('scans a known barcode with the camera and opens the serving calculator for the product', async () => {
  const { browser, page } = await withCamera('5012345678900', false);
  try {
    // Without the browser's own detector, the ZXing reader's WebAssembly comes from this app, not a CDN.
    const native = await page.evaluate(() => 'BarcodeDetector' in globalThis);
    const wasm = native ? null : page.waitForResponse((r) => r.url().endsWith('.wasm'));
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    // The fake camera shows the code from its first frame: the scanner may read it and close before its dialog is seen.
    if (wasm) expect((await wasm).url().startsWith(e2e.server.url)).toBe(true);
    await page.getByRole('heading', { name: 'Nutty Crunchy Peanut Butter' }).waitFor();
    expect(openFoodFacts.requests.some((r) => r.includes('5012345678900'))).toBe(true);
    await page.getByRole('button', { name: 'Add to Log' }).click();
    await page.getByText('Food logged successfully!').waitFor();
    const [entry] = await (await page.request.get('/api/food-logs')).json();
    expect(entry).toMatchObject({ foodName: expect.stringMatching(/Crunchy Peanut Butter/), calories: 96 });
  } finally {
    await browser.close();
  }
});

it('on a phone, scans an unknown barcode, creates the food with it, and the next scan finds it', async () => {
  const { browser, page } = await withCamera('2000000000015', true);
  try {
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    const dialog = page.getByRole('dialog', { name: /Create a food/ });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Barcode').inputValue()).toBe('2000000000015');
    await fillFood(page, { name: 'Farm shop granola', serving: '1 bowl', grams: '50', calories: '220', protein: '5', carbs: '30', fats: '9' });
    await dialog.getByRole('button', { name: 'Save food' }).click();
    await page.getByText('Food saved').waitFor();

    await page.getByRole('button', { name: 'Scan barcode' }).click();
    await page.getByRole('heading', { name: 'Farm shop granola' }).waitFor();
    await page.getByText('Custom · nutrition per 1 bowl (50 g)').waitFor();
  } finally {
    await browser.close();
  }
});
