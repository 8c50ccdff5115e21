import { expect, it } from 'vitest';
import { useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

it('offline, the app reloads from the service worker, a drink and a meal wait in the outbox and are sent once when back online', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await signUpComplete(page, { timeZone: 'UTC' });
  const apple = { date: '2026-01-05', mealType: 'snack', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 };
  expect((await page.request.post('/api/food-logs', { data: apple })).status()).toBe(201);
  await page.goto('/food-log');
  await page.getByRole('button', { name: 'Log again: Apple' }).waitFor();
  // Moving within the app keeps the food log's data in the cache that is saved for offline use.
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).click();
  const water = page.getByRole('region', { name: 'Water' });
  await water.getByText('0 of 2,800 ml').waitFor();
  // The production build registers the service worker, which takes control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  // The query cache is written to IndexedDB a moment after it changes.
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.reload();
  await water.getByText('0 of 2,800 ml').waitFor();
  await water.getByRole('button', { name: 'Glass 250 ml' }).click();
  await page.getByText('Saved offline').waitFor();
  await page.getByTestId('waiting-badge').getByText('1 entry waiting to sync').waitFor();

  await page.goto('/food-log');
  await page.getByRole('button', { name: 'Log again: Apple' }).click();
  const waiting = page.getByTestId('waiting-list');
  await waiting.getByText('2 entries waiting to sync').waitFor();
  await waiting.getByText('Water 250 ml').waitFor();
  await waiting.getByText(/^Apple · /).waitFor();

  await context.setOffline(false);
  await page.getByTestId('waiting-badge').waitFor({ state: 'detached' });
  const day = await (await page.request.get('/api/water')).json();
  expect(day.entries.map((e: { ml: number }) => e.ml)).toEqual([250]);
  const logs = await (await page.request.get('/api/food-logs')).json();
  expect(logs.map((l: { foodName: string }) => l.foodName)).toEqual(['Apple', 'Apple']);
  await page.goto('/dashboard');
  await water.getByText('250 of 2,800 ml').waitFor();
  await context.close();
});
