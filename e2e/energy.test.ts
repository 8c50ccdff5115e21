import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addDays } from '../src/domain/dates.ts';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

/** Three weeks of logged dinners (2,200 kcal, one day in five not logged) and morning weigh-ins, losing 0.5 kg a week. */
async function seedThreeWeeks(page: Page) {
  const today = new Date().toISOString().slice(0, 10);
  let weight = 90;
  for (let d = 21; d >= 1; d--) {
    const date = addDays(today, -d);
    if (d % 3 !== 0) expect((await page.request.post('/api/weight-logs', { data: { weight: Math.round(weight * 100) / 100, date } })).ok()).toBe(true);
    if (d % 5 !== 0) {
      const meal = { date, mealType: 'dinner', foodName: 'Dinner', quantity: '1 plate', calories: 2200, protein: 150, carbs: 220, fats: 80 };
      expect((await page.request.post('/api/food-logs', { data: meal })).ok()).toBe(true);
    }
    weight -= 500 / 7700;
  }
}

it('sets a goal weight, sees the trend and date, and accepts a check-in that changes the dashboard targets', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page, { timeZone: 'UTC' });
  await seedThreeWeeks(page);
  await page.goto('/progress?tab=goal');
  const goal = page.getByRole('region', { name: 'Goal weight' });
  await goal.getByText('Set a goal').waitFor();
  await goal.getByLabel('Goal weight (kg)').fill('80');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await page.getByText('Goal saved').waitFor();
  await goal.getByTestId('goal-date').getByText(/\d{4}$/).waitFor();
  expect(await goal.getByTestId('trend-weight').innerText()).toMatch(/^8\d(\.\d)? kg$/);
  await page.getByRole('img', { name: /Trend weight .* goal 80 kg/ }).waitFor();

  const checkIn = page.getByRole('region', { name: 'Weekly check-in' });
  await checkIn.getByText('Your estimated expenditure').waitFor();
  const proposed = await (await page.request.get('/api/check-in')).json();
  expect(proposed.proposal.calories).toBeGreaterThan(1900);
  await expectNoSeriousA11yIssues(page, '/progress goal');
  await checkIn.getByRole('button', { name: 'Accept new targets' }).click();
  await page.getByText('New targets set').waitFor();
  await checkIn.getByText('Done this week').waitFor();

  await page.goto('/dashboard');
  const calories = page.locator('[data-macro="calories"]');
  await calories.getByText(`/ ${proposed.proposal.calories.toLocaleString('en-US')} kcal`).waitFor();
  await context.close();
});

it('logs water and exercise on a phone, and exercise raises the budget only once turned on', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await signUpComplete(page, { timeZone: 'UTC' });
  await page.goto('/dashboard');
  const water = page.getByRole('region', { name: 'Water' });
  await water.getByText('0 of 2,800 ml').waitFor();
  await water.getByRole('button', { name: 'Glass 250 ml' }).click();
  await water.getByText('250 of 2,800 ml').waitFor();
  await water.getByLabel('Custom amount').fill('8');
  await water.getByRole('radiogroup', { name: 'Unit' }).getByText('fl oz').click();
  await water.getByRole('button', { name: 'Add', exact: true }).click();
  await water.getByText('487 of 2,800 ml').waitFor();
  await water.getByRole('button', { name: 'Delete 250 ml' }).click();
  await water.getByText('237 of 2,800 ml').waitFor();

  const activity = page.getByRole('region', { name: 'Activity' });
  const goalCard = page.getByRole('region', { name: 'Daily calorie goal' });
  await goalCard.getByText(/of [\d,]+ kcal/).waitFor();
  const before = await goalCard.innerText();
  await activity.getByRole('combobox', { name: 'Activity' }).fill('running, 6 mph');
  await page.getByRole('option', { name: /running, 6 mph/ }).click();
  await activity.getByRole('button', { name: 'Log activity' }).click();
  // (9.8 − 1) MET × 80 kg × 0.5 h.
  await activity.getByTestId('activity-total').getByText('352 kcal · 30 min').waitFor();
  expect(await goalCard.innerText()).toBe(before);
  await activity.getByLabel('Steps today').fill('8400');
  await activity.getByRole('button', { name: 'Save steps' }).click();
  await activity.getByText(/8,400 steps/).waitFor();
  await activity.getByRole('switch', { name: 'Add exercise calories to my daily budget' }).click();
  const target = Number(/of ([\d,]+) kcal/.exec(before)![1]!.replace(',', ''));
  await goalCard.getByText(`of ${(target + 352).toLocaleString('en-US')} kcal`).waitFor();
  // The macro card reads the same day's target as the ring.
  await page.locator('[data-macro="calories"]').getByText(`/ ${(target + 352).toLocaleString('en-US')} kcal`).waitFor();
  await expectNoSeriousA11yIssues(page, '/dashboard water and activity on a phone');
  await context.close();
});

it('keeps an accepted target through Edit Profile: a unit change saves silently, a change of the formula asks with keeping as the default', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page, { timeZone: 'UTC' });
  expect((await page.request.post('/api/check-in/accept', { data: { calories: 2140, protein: 147, carbs: 241, fats: 65 } })).ok()).toBe(true);
  await page.goto('/profile-settings');
  const edit = () => page.getByRole('button', { name: 'Edit Profile' }).click();

  await edit();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('');
  await page.getByLabel('Weight unit').selectOption('lb');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your profile has been saved.').waitFor();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ weightUnit: 'lb', lastName: null, dailyCalories: 2140 });

  await edit();
  await page.getByLabel('Activity level').selectOption('very_active');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your target?' });
  await dialog.getByText(/^Your own target of 2,140 kcal would be replaced by [\d,]+ kcal from your profile\. Replace it\?$/).waitFor();
  await expectNoSeriousA11yIssues(page, '/profile-settings replace target');
  // Enter answers the focused button: keeping.
  await page.keyboard.press('Enter');
  await page.getByText('Your profile has been saved; your target stays at 2,140 kcal.').waitFor();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ activityLevel: 'very_active', dailyCalories: 2140 });
  await page.getByText('2,140 kcal').first().waitFor();
  await context.close();
});
