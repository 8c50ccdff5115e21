import { expect, it } from 'vitest';
import { addDays } from '../src/domain/dates.ts';
import { waitUntilSavedForOffline } from './support/offline.ts';
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
  // The production build registers the service worker, which takes control of the page, and the data seen is saved.
  await waitUntilSavedForOffline(page, ['Apple', 'targetMl']);
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

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

it('reloaded offline, the last-seen screens open: the day as last loaded with a new entry marked waiting, and a search that says it is offline and offers recent, saved and own foods', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await signUpComplete(page, { timeZone: 'UTC' });
  const today = ((await (await page.request.get('/api/daily-progress')).json()) as { date: string }).date;
  const yesterday = addDays(today, -1);
  const created = async (url: string, data: Record<string, unknown>) => expect((await page.request.post(url, { data })).status(), url).toBe(201);
  await created('/api/food-logs', { date: yesterday, mealType: 'breakfast', foodName: 'Porridge with berries', quantity: '1 bowl', calories: 320, protein: 10, carbs: 55, fats: 6 });
  await created('/api/saved-meals', { name: 'Weekday breakfast', date: yesterday, mealType: 'breakfast' });
  await created('/api/custom-foods', { name: 'Seed cracker', servingDescription: '2 crackers', servingGrams: 30, calories: 140, protein: 5, carbs: 12, fats: 8 });
  await created('/api/food-logs', { date: today, mealType: 'lunch', foodName: 'Lentil soup', quantity: '1 bowl', calories: 230, protein: 14, carbs: 35, fats: 3 });
  const openFromMenu = async (name: string) => {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  };
  const dayList = page.getByRole('tabpanel', { name: 'View Log' });

  // Seen online only on the dashboard, the day's log opens offline from the dashboard's copy of the day.
  await page.goto('/dashboard');
  await page.locator('[data-macro="calories"]').getByText('230').waitFor();
  await waitUntilSavedForOffline(page, ['Lentil soup']);
  await context.setOffline(true);
  await page.reload();
  await page.locator('[data-macro="calories"]').getByText('230').waitFor();
  expect(await page.getByText('We could not reach Platewise').count()).toBe(0);
  await openFromMenu('Food Log');
  await page.getByRole('tab', { name: 'View Log' }).click();
  await dayList.getByText('You are offline: the day as it was last loaded on this device.').waitFor();
  await dayList.getByText('Lentil soup').waitFor();

  // Seen online on the food log, search offline says so and offers what the device holds.
  await context.setOffline(false);
  await page.goto('/food-log');
  await page.getByRole('button', { name: 'Log again: Lentil soup' }).waitFor();
  await waitUntilSavedForOffline(page, ['Seed cracker', 'Weekday breakfast', 'Lentil soup']);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Food Log' }).waitFor();
  const search = page.getByLabel('Search foods');
  const onDevice = page.getByRole('list', { name: 'Foods on this device' });
  await search.fill('porridge');
  await page.getByText('You are offline', { exact: true }).waitFor();
  await onDevice.getByText('Porridge with berries').waitFor();
  await search.fill('weekday');
  await onDevice.getByText('Weekday breakfast').waitFor();
  await search.fill('pizza');
  await page.getByText('None of your recent, saved or own foods match “pizza”.').waitFor();
  await search.fill('cracker');
  await onDevice.getByRole('button', { name: 'Log Seed cracker' }).click();
  await page.getByText('Saved offline').waitFor();
  await search.fill('');

  // The new entry is in the day, marked as waiting and counted, here and on the dashboard.
  await page.getByRole('tab', { name: 'View Log' }).click();
  await dayList.getByText('Lentil soup').waitFor();
  await dayList.locator('li[data-waiting]').filter({ hasText: 'Seed cracker' }).getByText('Waiting').waitFor();
  expect(await dayList.getByRole('group', { name: 'Day totals' }).innerText()).toContain('370');
  await openFromMenu('Dashboard');
  await page.locator('[data-macro="calories"]').getByText('370').waitFor();

  // A device that believes it is online while the server cannot be reached opens the same way.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await page.locator('[data-macro="calories"]').getByText('370').waitFor();
  expect(await page.getByText('We could not reach Platewise').count()).toBe(0);

  // With the server back, the waiting entry is sent once, as the own food's serving.
  await context.unrouteAll();
  await page.reload();
  const logged = async () => ((await (await page.request.get(`/api/food-logs?date=${today}`)).json()) as { foodName: string; calories: number }[]).map((l) => [l.foodName, l.calories]).sort();
  await expect.poll(logged, { timeout: 15_000 }).toEqual([
    ['Lentil soup', 230],
    ['Seed cracker', 140],
  ]);
  await context.close();
});
