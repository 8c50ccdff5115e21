import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

/** A saved three-day vegetarian plan, generated through the API as the generator's button does it. */
async function savedPlan(page: Page) {
  const res = await page.request.post('/api/meal-plans', { data: { preferences: { days: 3, dietaryRestrictions: ['vegetarian'] } } });
  if (!res.ok()) throw new Error(`meal plan: ${res.status()}`);
}

/** Opens the first saved plan's dialog from /meal-plans. */
async function viewFirstPlan(page: Page) {
  await page.goto('/meal-plans');
  await page.getByRole('heading', { level: 1, name: 'Your Meal Plans' }).waitFor();
  await page.getByRole('article').first().getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Day 1', pressed: true }).waitFor();
  return details;
}

it('generates a vegetarian plan, logs its first day, and keeps a shopping-list tick on the saved plan', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page, { dietaryPreference: 'vegetarian' });

  await page.goto('/meal-plan');
  await page.getByRole('heading', { level: 1, name: 'AI Meal Plan Generator' }).waitFor();
  await page.getByRole('textbox', { name: 'Days' }).fill('3');
  await page.getByLabel('Dietary restrictions', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Vegetarian' }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yIssues(page, 'meal plan generator');
  await page.getByRole('button', { name: 'Generate Meal Plan' }).click();
  await page.getByText('Smart Meal Plan Generated!').waitFor();

  const generated = page.getByRole('dialog', { name: /^Vegetarian 3 days · \d,\d{3} kcal$/ });
  await generated.getByRole('region', { name: 'Day 3' }).waitFor();
  expect(await generated.getByRole('link', { name: 'Cook this' }).count()).toBeGreaterThanOrEqual(9);
  await generated.getByRole('button', { name: 'Log day 1' }).click();
  await page.getByText(/^\d meals were added to your food log\.$/).waitFor();
  expect(await generated.getByRole('region', { name: /^Day \d+$/ }).count()).toBe(3);
  expect(await generated.getByRole('region', { name: 'Day 1' }).innerText()).toMatch(/Breakfast[\s\S]*Lunch[\s\S]*Dinner/);
  await expectNoSeriousA11yIssues(page, 'generated plan dialog');
  await generated.getByRole('tab', { name: 'Shopping List' }).click();
  const firstItem = generated.getByRole('checkbox').first();
  await firstItem.check();
  expect(await firstItem.isChecked()).toBe(true);
  await page.keyboard.press('Escape');

  await page.goto('/meal-plans');
  await page.getByRole('heading', { level: 1, name: 'Your Meal Plans' }).waitFor();
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(1);
  expect(await cards.first().innerText()).toMatch(/3 days[\s\S]*Daily Averages[\s\S]*Calories: [\d,]+ kcal/);
  await expectNoSeriousA11yIssues(page, 'meal plans list');
  const details = await viewFirstPlan(page);
  await details.getByRole('tab', { name: 'Shopping List' }).click();
  expect(await details.getByRole('checkbox').first().isChecked()).toBe(true);
  await context.close();
});

it('shows a saved plan day by day, logs one of its meals, and downloads its shopping list by aisle', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page, { dietaryPreference: 'vegetarian' });
  await savedPlan(page);

  const details = await viewFirstPlan(page);
  await details.getByRole('button', { name: 'Day 2' }).click();
  await details.getByRole('button', { name: 'Day 2', pressed: true }).waitFor();
  expect(await details.getByRole('button', { name: 'Log this meal' }).count()).toBeGreaterThanOrEqual(3);
  await details.getByRole('button', { name: 'Log this meal' }).first().click();
  await page.getByText('Food logged successfully!').waitFor();
  await details.getByRole('tab', { name: 'Shopping List' }).click();
  expect(await details.getByRole('checkbox').count()).toBeGreaterThan(3);
  const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Download as text' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toMatch(/^Shopping list: Vegetarian 3 days · [\d,]+ kcal\n\n\w[^\n]*\n- [^\n]+: /);
  await expectNoSeriousA11yIssues(page, 'meal plan dialog');
  await context.close();
});

it("cooks a planned meal from 'Cook this' to completion, then a recipe the studio picks", async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page, { dietaryPreference: 'vegetarian' });
  await savedPlan(page);
  // A fake clock, so the meal prep timer can be fast-forwarded; time still flows on its own.
  await page.clock.install();

  const details = await viewFirstPlan(page);
  await details.getByRole('button', { name: 'Day 2' }).click();
  await details.getByRole('button', { name: 'Day 2', pressed: true }).waitFor();
  const cook = details.getByRole('link', { name: 'Cook this' }).first();
  expect(await cook.getAttribute('href')).toMatch(/^\/meal-prep\?planId=\d+&day=2&mealType=breakfast$/);

  await cook.click();
  await page.waitForURL(/\/meal-prep\?planId=\d+&day=2&mealType=breakfast$/);
  await page.getByRole('heading', { level: 1, name: 'Meal Prep Studio' }).waitFor();
  // Arriving from 'Cook this' starts that planned meal's recipe at once; a planned main meal has several steps.
  await page.getByRole('timer').waitFor();
  await expectNoSeriousA11yIssues(page, 'meal prep studio');
  const steps = page.getByRole('region', { name: 'Steps' }).getByRole('button');
  const stepSeconds = async (i: number) => seconds(/(\d+:\d\d)\s*$/.exec(await steps.nth(i).innerText())?.[1] ?? '0:00');
  const count = await steps.count();
  expect(count).toBeGreaterThan(1);
  const first = await stepSeconds(0);
  expect(await page.getByRole('timer').innerText()).toMatch(/^\d\d:\d\d$/);

  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  await page.clock.runFor(first * 1000 + 500);
  await page.getByText('Step completed!').waitFor();
  expect(await steps.nth(1).getAttribute('aria-current')).toBe('step');

  const last = steps.nth(count - 1);
  await last.click();
  expect(await last.getAttribute('aria-current')).toBe('step');
  await page.clock.runFor((await stepSeconds(count - 1)) * 1000 + 2000);
  await page.getByText('Meal prep completed!').waitFor();
  await expect.poll(async () => (await (await page.request.get('/api/meal-prep/sessions')).json()).some((s: { isCompleted: boolean }) => s.isCompleted)).toBe(true);

  // Another recipe, chosen by the studio from the library.
  await page.getByRole('button', { name: 'Start New Recipe' }).click();
  await page.getByRole('dialog', { name: 'Choose a recipe' }).getByRole('button', { name: 'Surprise me' }).click();
  await page.getByRole('dialog', { name: 'Choose a recipe' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'New Recipe' }).and(page.locator(':not([data-loading])')).waitFor();
  await page.getByRole('timer').waitFor();
  expect(await steps.count()).toBeGreaterThan(0);
  await context.close();
});

it('asks before deleting a plan, and keeps it when told to', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page, { dietaryPreference: 'vegetarian' });
  await savedPlan(page);

  await page.goto('/meal-plans');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this meal plan?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await page.getByRole('article').count()).toBe(1);
  await card.getByRole('button', { name: /^Delete / }).click();
  await confirm.getByRole('button', { name: 'Delete plan' }).click();
  await page.getByRole('heading', { name: 'No Meal Plans Yet' }).waitFor();
  await context.close();
});
