import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { fakeCameraArgs, pictureVideo } from './support/fake-camera.ts';
import { useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

// A rendered US Nutrition Facts label and what it prints (eval/labels/truth.jsonl).
const LABEL = '000-us-2016-clean.png';
const truth = readFileSync('eval/labels/truth.jsonl', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { file: string; calories: number; protein: number })
  .find((t) => t.file === LABEL)!;

it('scans a nutrition label with the camera and fills the new food with its numbers', async () => {
  const browser = await launchBrowser(fakeCameraArgs(await pictureVideo(`eval/labels/${LABEL}`)));
  try {
    const context = await browser.newContext({ baseURL: e2e.server.url, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    await context.grantPermissions(['camera'], { origin: e2e.server.url });
    const page = await context.newPage();
    await signUpComplete(page);
    await page.goto('/food-log');
    await page.getByRole('button', { name: 'Create a food' }).click();
    const form = page.getByRole('dialog', { name: 'Create a food' });
    await form.getByRole('button', { name: 'Scan a label' }).click();

    const camera = page.getByRole('dialog', { name: 'Take a photo of the nutrition label' });
    await expect.poll(() => camera.getByLabel('Camera picture').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await camera.getByRole('button', { name: 'Take photo' }).click();
    await camera.waitFor({ state: 'detached' });

    // The first label read starts the OCR engine: some seconds more.
    await expect.poll(() => form.getByLabel('Calories (kcal)').inputValue(), { timeout: 60_000 }).toBe(String(truth.calories));
    expect(await form.getByLabel('Protein (g)').inputValue()).toBe(String(truth.protein));
    await form.getByText('Read from the label: check each number against the pack, then save.').waitFor();
    // No AI provider in the test server: the label was read by OCR on the server.
    await form.getByText('Read on this server by text recognition').waitFor();
  } finally {
    await browser.close();
  }
}, 120_000);
