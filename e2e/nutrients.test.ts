import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

it('logs an orange, opens Nutrients from the food log and sees its vitamin C, % of target and top food, fiber and sodium against their targets, on desktop and phone', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByLabel('Search foods').fill('orange');
  const orange = page.getByRole('button', { name: /^Oranges?, raw/ }).first();
  await orange.waitFor();
  await orange.click();
  await page.getByRole('button', { name: 'Add to Log' }).click();
  await page.getByText('Food logged successfully!').waitFor();
  const [entry] = await (await page.request.get('/api/food-logs')).json();
  expect(entry.nutrients.vitaminC).toBeGreaterThan(30);

  await page.getByRole('link', { name: 'Nutrients' }).click();
  await page.getByRole('heading', { name: 'Nutrients', level: 1 }).waitFor();
  const card = page.getByTestId('nutrient-vitaminC');
  await card.getByTestId('top-foods').waitFor();
  // The signed-up profile's DRI for vitamin C: women 19-50 75 mg, men 90 mg; the page says which.
  const { targets } = await (await page.request.get('/api/nutrient-targets')).json();
  const target = targets.find((t: { key: string }) => t.key === 'vitaminC').target as number;
  const amount = entry.nutrients.vitaminC as number;
  expect(await card.innerText()).toContain(`${Number(amount.toFixed(amount >= 100 ? 0 : 1))} mg`);
  expect(await card.getByTestId('percent-of-target').innerText()).toBe(`${Math.round((amount / target) * 100)}% of target`);
  expect(await card.getByTestId('top-foods').innerText()).toContain(entry.foodName);
  // Fiber is a target to reach, sodium a limit to stay under, with the targets the API gives.
  const fiberTarget = targets.find((t: { key: string }) => t.key === 'fiber').target as number;
  await page.getByTestId('nutrient-fiber').getByText(`Target ${fiberTarget} g (AI)`).waitFor();
  const sodium = page.getByTestId('nutrient-sodium');
  await sodium.getByText('Under limit').waitFor();
  expect(await sodium.innerText()).toContain('Keep under 2,300 mg (to reduce chronic disease risk)');
  await expectNoSeriousA11yIssues(page, 'nutrients view');

  // An own target changes the share at once.
  await card.getByRole('button', { name: 'Edit target: Vitamin C' }).click();
  await page.getByLabel('Daily Vitamin C target (mg)').fill(String(Math.round(amount * 2)));
  await page.getByRole('button', { name: 'Save' }).click();
  await card.getByTestId('percent-of-target').getByText('50% of target').waitFor();

  // The dashboard's 3D View shows the day's fiber and sodium against the same targets.
  await page.goto('/dashboard');
  await page.getByText('3D View', { exact: true }).click();
  const day = page.getByTestId('day-limits');
  await day.getByTestId('day-sodium').getByText('Under limit').waitFor();
  expect(await day.getByTestId('day-fiber').innerText()).toContain(`of ${fiberTarget} g`);
  await context.close();

  const phone = await e2e.newPage({ mobile: true });
  await signUpComplete(phone.page);
  await phone.page.goto('/nutrients');
  await phone.page.getByTestId('nutrient-vitaminC').waitFor();
  await phone.page.getByText('7 days', { exact: true }).click();
  await phone.page.getByText(/0 entries on 0 logged days/).waitFor();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.context.close();
});
