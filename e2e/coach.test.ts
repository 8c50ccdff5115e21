import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

/** A time zone whose hour is now `hour`, so the coach's time-of-day rules are the same on every run. */
function zoneAt(hour: number): string {
  const offset = ((hour - new Date().getUTCHours() + 36) % 24) - 12;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

it.each([
  ['desktop', false],
  ['a 390 px phone', true],
])("on %s, the coach's Why? shows the numbers and Apply opens logging with the food and portion filled in", async (_, mobile) => {
  const { page, context } = await e2e.newPage({ mobile });
  await signUpComplete(page, { timeZone: zoneAt(14), dietaryPreference: 'vegetarian' });
  const today = ((await (await page.request.get('/api/daily-progress')).json()) as { date: string }).date;
  const logged = await page.request.post('/api/food-logs', { data: { date: today, mealType: 'breakfast', foodName: 'Toast', quantity: '1 slice', calories: 300, protein: 5, carbs: 50, fats: 5 } });
  expect(logged.ok()).toBe(true);

  await page.goto('/dashboard');
  const coach = page.getByTestId('ai-coach-card');
  const item = coach.getByRole('listitem').filter({ hasText: /protein to your next meal/ });
  await item.waitFor({ timeout: 20_000 });

  await item.getByRole('button', { name: /^Why\?/ }).click();
  const why = item.getByRole('list', { name: /^Why:/ });
  await why.getByText(/Protein today: 5 g of your \d+ g target/).waitFor();
  await why.getByText(/^1 cup of .*Yogurt, Greek.*\(\d+ g\): \d+ kcal and \d+ g protein$/i).waitFor();
  await expectNoSeriousA11yIssues(page, 'coach with why');

  await item.getByRole('button', { name: /^Apply/ }).click();
  const dialog = page.getByRole('dialog');
  const food = await dialog.getByTestId('coach-log-food').innerText();
  expect(food).toMatch(/yogurt, greek/i);
  expect(await dialog.getByRole('textbox', { name: 'Portion' }).inputValue()).toBe('1 cup');
  expect((await dialog.getByRole('combobox', { name: 'Meal type' }).inputValue()).toLowerCase()).toBe('lunch');
  await dialog.getByRole('button', { name: 'Log food' }).click();
  await page.getByText(`${food} (1 cup) added to lunch.`).waitFor();
  const logs = (await (await page.request.get(`/api/food-logs?date=${today}`)).json()) as { foodName: string; mealType: string }[];
  expect(logs.map((l) => [l.foodName, l.mealType])).toContainEqual([food, 'lunch']);

  if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await context.close();
});
