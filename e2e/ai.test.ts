import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

it('parses typed voice text, logs both foods and the coach regenerates its suggestions', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);

  await page.goto('/dashboard');
  const coach = page.locator('[data-tour="ai-coach"]');
  const suggestions = coach.getByTestId('coach-suggestions');
  await suggestions.waitFor();
  const before = await suggestions.innerText();
  expect(before.length).toBeGreaterThan(10);
  await expectNoSeriousA11yIssues(page, 'dashboard with coach');

  await page.goto('/food-log');
  await page.getByRole('tab', { name: 'Voice' }).click();
  await page.getByLabel('Describe what you ate').fill('I ate 2 eggs and toast');
  await page.getByRole('button', { name: 'Parse' }).click();
  const foods = page.getByTestId('voice-food');
  await foods.nth(1).waitFor();
  expect(await foods.count()).toBe(2);
  const names = (await foods.allInnerTexts()).join('\n');
  expect(names).toMatch(/egg/i);
  expect(names).toMatch(/bread|toast/i);
  await expectNoSeriousA11yIssues(page, 'voice recognised foods');
  await page.getByRole('button', { name: 'Log All' }).click();
  await page.getByText('Food logged successfully!').waitFor();
  await foods.first().waitFor({ state: 'detached' });

  const logs = (await (await page.request.get('/api/food-logs')).json()) as { foodName: string }[];
  expect(logs).toHaveLength(2);

  await page.goto('/dashboard');
  await expect
    .poll(async () => ((await coach.getAttribute('aria-busy')) === 'true' ? before : ((await suggestions.textContent().catch(() => before)) ?? before)), {
      timeout: 15_000,
    })
    .not.toBe(before);
  const after = await suggestions.innerText();
  expect(after).not.toBe(before);
  await context.close();
});

it('shows a quick swap for the Pizza chip', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-swaps');
  await page.getByRole('heading', { level: 1, name: 'AI Food Swaps' }).waitFor();
  expect(await page.getByRole('button', { name: 'Get Swaps' }).isDisabled()).toBe(true);
  await page.getByText('Pizza', { exact: true }).click();
  const card = page.getByTestId('quick-swap');
  await card.getByText('Quick swap for Pizza').waitFor();
  await card.locator('text=/→|swap to/i').or(card.getByRole('img', { name: 'swap to' })).first().waitFor();
  await expectNoSeriousA11yIssues(page, 'food swaps with quick swap');

  await page.getByLabel('Enter any food').fill('white rice');
  await page.getByLabel('Enter any food').press('Enter');
  await page.getByRole('heading', { name: 'Swaps for white rice' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Healthier' }).getAttribute('aria-selected')).toBe('true');
  const results = page.getByTestId('swap-result');
  await results.first().or(page.getByText('No swaps found')).waitFor();
  await page.getByRole('tab', { name: 'Higher Protein' }).click();
  await results.first().or(page.getByText('No swaps found')).waitFor();
  if ((await results.count()) > 0) {
    await expectNoSeriousA11yIssues(page, 'swap results');
    await results.first().getByRole('button', { name: /^Details/ }).click();
    await page.getByRole('dialog').getByRole('cell', { name: 'Calories' }).or(page.getByRole('dialog').getByText('Calories')).first().waitFor();
    await page.keyboard.press('Escape');
  }
  await context.close();
});

it('compares swaps with the food typed and asks for the meal and portion before logging one', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-swaps');
  await page.getByLabel('Enter any food').fill('white bread');
  await page.getByLabel('Enter any food').press('Enter');
  const header = page.getByTestId('swap-compared-with');
  await header.waitFor();
  const headerKcal = Number(/: (\d+) kcal/.exec(await header.innerText())![1]);
  const card = page.getByTestId('swap-result').first();
  const swapName = (await card.getAttribute('aria-label'))!.replace(/^Swap: /, '');
  // The card's calories and delta add up to the header's.
  const [kcal, delta] = /(\d+)\s*\(([+−±]\d+)\)/.exec(await card.innerText())!.slice(1);
  expect(Number(kcal) - Number(delta!.replace('−', '-').replace('±', ''))).toBe(headerKcal);

  await card.getByRole('button', { name: 'Use This Swap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use this swap' });
  await dialog.getByRole('combobox', { name: 'Portion' }).waitFor();
  expect(await page.request.get('/api/food-logs').then((r) => r.json())).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Meal type' }).click();
  await page.getByRole('option', { name: 'Lunch' }).click();
  await expectNoSeriousA11yIssues(page, 'use this swap dialog');
  await dialog.getByRole('button', { name: 'Add to Log' }).click();
  await dialog.waitFor({ state: 'detached' });
  const logs = (await (await page.request.get('/api/food-logs')).json()) as { foodName: string; mealType: string; calories: number }[];
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ foodName: swapName, mealType: 'lunch', calories: Number(kcal) });
  await context.close();
});

it('says plainly that photo recognition is not set up, with the barcode and search alternatives', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByRole('tab', { name: 'AI Snap' }).click();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Upload an image').setInputFiles({ name: 'meal.png', mimeType: 'image/png', buffer: png });
  const alert = page.getByRole('alert').filter({ hasText: 'recognising meals from photos is not set up on this instance' }).first();
  await alert.waitFor();
  expect(await alert.innerText()).toMatch(/Photograph the barcode on the pack, or search for the food/);
  expect(await alert.innerText()).not.toMatch(/OPENAI/);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('button', { name: 'Upload Image' }).waitFor();
  await context.close();
});

it('answers a quick suggestion in the meal assistant with suggestion cards', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/meal-chatbot');
  await page.getByRole('heading', { level: 1, name: 'Meal Assistant' }).waitFor();
  await page.getByRole('button', { name: 'Quick breakfast ideas' }).click();
  await page.getByTestId('meal-suggestion').first().waitFor();
  expect(await page.getByRole('group', { name: 'Quick suggestions' }).count()).toBe(0);
  await expectNoSeriousA11yIssues(page, 'meal assistant with suggestions');
  await context.close();
});
