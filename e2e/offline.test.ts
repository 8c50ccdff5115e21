import { expect, it } from 'vitest';
import { useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

it('offline, the app reloads from the service worker, a drink and a meal wait in the outbox, show in the day as waiting, and are sent once when back online', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await signUpComplete(page, { timeZone: 'UTC' });
  const apple = { date: '2026-01-05', mealType: 'snack', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 };
  expect((await page.request.post('/api/food-logs', { data: apple })).status()).toBe(201);
  await page.goto('/food-log');
  await page.getByRole('button', { name: 'Log again: Apple' }).waitFor();
  // The day's list is read once online, so it is among the data kept for offline use.
  await page.getByRole('tab', { name: 'View Log' }).click();
  await page.getByRole('tabpanel', { name: 'View Log' }).getByRole('group', { name: 'Day totals' }).waitFor();
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
  // The drink counts at once, marked as waiting.
  await water.getByText('250 of 2,800 ml').waitFor();
  await water.getByRole('list', { name: 'Water today' }).getByText('Waiting').waitFor();

  await page.goto('/food-log?tab=add');
  await page.getByRole('button', { name: 'Log again: Apple' }).click();
  const waiting = page.getByTestId('waiting-list');
  await waiting.getByText('2 entries waiting to sync').waitFor();
  await waiting.getByText('Water 250 ml').waitFor();
  await waiting.getByText(/^Apple · /).waitFor();
  // The meal is in the day's list, marked as waiting, and its calories are in the day's totals.
  await page.getByRole('tab', { name: 'View Log' }).click();
  const dayList = page.getByRole('tabpanel', { name: 'View Log' });
  const apples = dayList.getByRole('listitem').filter({ hasText: /^Apple/ });
  await dayList.locator('li[data-waiting]').filter({ hasText: 'Apple' }).getByText('Waiting').waitFor();
  expect(await apples.count()).toBe(1);
  expect(await dayList.getByRole('group', { name: 'Day totals' }).innerText()).toContain('95');

  await context.setOffline(false);
  await page.getByTestId('waiting-badge').waitFor({ state: 'detached' });
  // Sent, it is an ordinary entry of the day, listed exactly once.
  await dayList.locator('li[data-waiting]').waitFor({ state: 'detached' });
  await apples.getByRole('button', { name: 'Delete Apple' }).waitFor();
  expect(await apples.count()).toBe(1);
  const day = await (await page.request.get('/api/water')).json();
  expect(day.entries.map((e: { ml: number }) => e.ml)).toEqual([250]);
  const logs = await (await page.request.get('/api/food-logs')).json();
  expect(logs.map((l: { foodName: string }) => l.foodName)).toEqual(['Apple', 'Apple']);
  await page.goto('/dashboard');
  await water.getByText('250 of 2,800 ml').waitFor();
  await context.close();
});
