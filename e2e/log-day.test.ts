import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addDays } from '../src/domain/dates.ts';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

type Entry = { foodName: string; quantity: string; mealType: string; calories: number; date: string };
const entries = async (page: Page, date: string): Promise<Entry[]> => (await page.request.get(`/api/food-logs?date=${date}`)).json();
/** The day's entry that matches, once the server has it: the toast can come first, as entries are queued. */
async function loggedEntry(page: Page, date: string, match: (e: Entry) => boolean): Promise<Entry> {
  let found: Entry | undefined;
  await expect.poll(async () => (found = (await entries(page, date)).find(match))).toBeDefined();
  return found!;
}

it('quick add, an entry edited, a meal saved and logged again, a day copied, and a day in 2003 reached through the calendar', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  const today = (await (await page.request.get('/api/daily-progress')).json()).date as string;

  // Quick add: the running total and what is left follow.
  const budget = page.getByRole('group', { name: 'Day total and remaining' });
  await budget.getByText(/^0 \/ [\d,]+ kcal$/).waitFor();
  await page.getByRole('button', { name: 'Quick add' }).click();
  const quick = page.getByRole('dialog', { name: 'Quick Add' });
  await quick.getByLabel('Label').fill('Restaurant soup');
  await quick.getByLabel('Calories (kcal)').fill('320');
  await quick.getByLabel('Protein (g)').fill('12');
  await quick.getByRole('button', { name: 'Log food' }).click();
  await page.getByText('Restaurant soup: 320 kcal added.').waitFor();
  await budget.getByText(/^320 \/ [\d,]+ kcal$/).waitFor();
  await budget.getByText(/^[\d,]+ kcal left$/).waitFor();

  // A food from search, then edited: amount and meal change, and its numbers follow the food.
  await page.getByLabel('Search foods').fill('apple');
  await page.getByRole('button', { name: /Apple, raw/ }).first().click();
  await page.getByLabel('Custom quantity (optional)').fill('1 large');
  await page.getByRole('button', { name: 'Add to Log' }).click();
  await page.getByText('Food logged successfully!').waitFor();
  const apple = await loggedEntry(page, today, (e) => e.quantity === '1 large');
  await page.getByRole('tab', { name: 'View Log' }).click();
  await page.getByRole('button', { name: `Edit ${apple.foodName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${apple.foodName}` });
  await edit.getByLabel('Amount').fill('2 large');
  await edit.getByRole('combobox', { name: 'Meal type' }).click();
  await page.getByRole('option', { name: 'Lunch' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Portion updated').waitFor();
  const edited = (await entries(page, today)).find((e) => e.foodName === apple.foodName)!;
  expect(edited).toMatchObject({ quantity: '2 large', mealType: 'lunch' });
  expect(Math.abs(edited.calories - 2 * apple.calories)).toBeLessThanOrEqual(1);
  await page.getByRole('region', { name: 'Lunch' }).getByText(`2 large · ${edited.calories} kcal`, { exact: false }).waitFor();
  await expectNoSeriousA11yIssues(page, 'view log with meal actions');

  // The breakfast saved under a name, then logged again from Add Food at twice the amount.
  await page.getByRole('button', { name: 'Save meal: Breakfast' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Soup lunch');
  await page.getByRole('dialog').getByRole('button', { name: 'Save meal' }).click();
  await page.getByText('Meal saved').waitFor();
  // The name dialog is gone before the tab is clicked, so the click cannot land on its fading overlay.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Add Food' }).click();
  await page.getByRole('tab', { name: 'Add Food', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Log Soup lunch' }).click();
  const logMeal = page.getByRole('dialog', { name: 'Log Soup lunch' });
  await logMeal.getByLabel('Servings of Restaurant soup').fill('2');
  await logMeal.getByText('Adds 640 kcal', { exact: false }).waitFor();
  await logMeal.getByRole('button', { name: 'Log meal' }).click();
  await page.getByText('1 item added to your log.').waitFor();
  expect((await entries(page, today)).filter((e) => e.foodName === 'Restaurant soup').map((e) => e.calories).sort()).toEqual([320, 640]);

  // The whole day copied to tomorrow.
  await page.getByRole('tab', { name: 'View Log' }).click();
  await page.getByRole('button', { name: 'Copy day' }).click();
  await page.getByRole('dialog', { name: 'Copy day' }).getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByText('3 entries copied.').waitFor();
  expect(await entries(page, addDays(today, 1))).toHaveLength(3);

  // 14 March 2003 through the calendar: decades back, then year, month and day.
  await page.getByRole('button', { name: 'Date', exact: true }).click();
  await page.getByRole('button', { name: 'Choose a month' }).click();
  await page.getByRole('button', { name: 'Choose a year' }).click();
  await page.getByRole('button', { name: 'Previous decade' }).click();
  await page.getByRole('button', { name: 'Previous decade' }).click();
  await page.getByRole('button', { name: '2003', exact: true }).click();
  await page.getByRole('button', { name: 'Mar', exact: true }).click();
  await page.locator('table button:not([data-outside])', { hasText: /^14$/ }).click();
  await page.getByRole('button', { name: 'Date', exact: true }).getByText('Fri, Mar 14, 2003').waitFor();
  await page.getByRole('region', { name: 'Breakfast' }).getByText('Nothing logged.').waitFor();
  await page.getByRole('tab', { name: 'Add Food' }).click();
  await page.getByRole('button', { name: 'Quick add' }).click();
  await page.getByRole('dialog', { name: 'Quick Add' }).getByLabel('Calories (kcal)').fill('200');
  await page.getByRole('dialog', { name: 'Quick Add' }).getByRole('button', { name: 'Log food' }).click();
  await page.getByText('Quick add: 200 kcal added.').waitFor();
  expect(await entries(page, '2003-03-14')).toEqual([expect.objectContaining({ foodName: 'Quick add', calories: 200 })]);
  await context.close();
}, 120_000);

it("on a 390 px phone, the new buttons fit and yesterday's meal logs again in one tap", async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await signUpComplete(page);
  await page.goto('/food-log');
  const today = (await (await page.request.get('/api/daily-progress')).json()).date as string;
  const res = await page.request.post('/api/food-logs/quick-add', { data: { date: addDays(today, -1), mealType: 'dinner', label: 'Leftover curry', calories: 540 } });
  expect(res.status()).toBe(201);
  await page.reload();
  await page.getByRole('group', { name: 'Day total and remaining' }).waitFor();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.getByRole('button', { name: 'Quick add' }).waitFor();
  expect(await fits()).toBe(true);
  await page.getByRole('tab', { name: 'View Log' }).click();
  await page.getByRole('button', { name: 'Log again from yesterday: Dinner' }).click();
  await page.getByText('1 entry copied.').waitFor();
  await page.getByRole('region', { name: 'Dinner' }).getByRole('button', { name: 'Save meal: Dinner' }).waitFor();
  expect(await fits()).toBe(true);
  expect(await entries(page, today)).toEqual([expect.objectContaining({ foodName: 'Leftover curry', mealType: 'dinner', calories: 540 })]);
  await context.close();
}, 60_000);

it('a spoken food is edited before logging: another amount and meal, with alternatives offered', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByRole('group', { name: 'Day total and remaining' }).waitFor();
  await page.getByRole('tab', { name: 'Voice' }).click();
  await page.getByLabel('Describe what you ate').fill('I had an apple');
  await page.getByRole('button', { name: 'Parse' }).click();
  const food = page.getByTestId('voice-food').first();
  await food.waitFor();
  await food.getByRole('button', { name: /^Edit / }).click();
  await food.getByRole('combobox', { name: 'Food' }).click();
  expect(await page.getByRole('option').count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await food.getByLabel('Amount').fill('2 large');
  // A meal other than the one the whole list goes to (which the parser chose by the time of day).
  const listMeal = await page.getByRole('combobox', { name: 'Meal type' }).last().inputValue();
  const meal = listMeal === 'Breakfast' ? 'Lunch' : 'Breakfast';
  await food.getByRole('combobox', { name: 'Meal type' }).click();
  await page.getByRole('option', { name: meal }).click();
  await food.getByRole('button', { name: 'Apply' }).click();
  await food.getByText(new RegExp(`^2 large · .* · ${meal}$`)).waitFor();
  await page.getByRole('button', { name: 'Log All' }).click();
  await page.getByText('Food logged successfully!').waitFor();
  const [entry] = await (await page.request.get('/api/food-logs')).json();
  expect(entry).toMatchObject({ quantity: '2 large', mealType: meal.toLowerCase() });
  await context.close();
}, 60_000);
