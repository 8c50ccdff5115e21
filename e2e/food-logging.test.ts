import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

it('searches banana, logs it to breakfast, sees the dashboard change and deletes it from View Log', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);

  await page.goto('/dashboard');
  const calories = page.locator('[data-macro="calories"]');
  await calories.getByText('2,759').waitFor();
  expect(await calories.innerText()).toMatch(/^Calories\s+0\s*\/ 2,759 kcal/);

  await page.goto('/food-log');
  await page.getByRole('tab', { name: 'Add Food' }).waitFor();
  await page.getByLabel('Search foods').fill('banana');
  const first = page.getByRole('button', { name: /Bananas, raw/ }).first();
  await first.waitFor();
  await expectNoSeriousA11yIssues(page, 'food search results');
  await first.click();
  await page.getByRole('combobox', { name: 'Meal type' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Meal type' }).inputValue()).toBe('Breakfast');
  await page.getByRole('button', { name: 'Add to Log' }).click();
  await page.getByText('Food logged successfully!').waitFor();

  const [entry] = await (await page.request.get('/api/food-logs')).json();
  expect(entry).toMatchObject({ foodName: 'Bananas, raw', mealType: 'breakfast', dataType: 'sr_legacy' });
  expect(entry.calories).toBeGreaterThan(80);

  await page.goto('/dashboard');
  await calories.getByText(`${entry.calories}`, { exact: false }).waitFor();
  expect(await calories.innerText()).toMatch(new RegExp(`^Calories\\s+${entry.calories}\\s*/ 2,759 kcal`));
  await page.getByText('Bananas, raw').first().waitFor();

  await page.goto('/food-log');
  await page.getByRole('tab', { name: 'View Log' }).click();
  await page.getByRole('button', { name: 'Delete Bananas, raw' }).click();
  await page.getByText('Food removed').waitFor();
  expect(await (await page.request.get('/api/food-logs')).json()).toEqual([]);
  // Undo puts the same entry back, then it can be removed for good.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByText('Food restored').waitFor();
  expect(await (await page.request.get('/api/food-logs')).json()).toEqual([entry]);
  await page.getByRole('button', { name: 'Delete Bananas, raw' }).click();
  // The first removal's toast may still be up: wait for the list, not for a toast.
  await expect.poll(async () => (await page.request.get('/api/food-logs')).json()).toEqual([]);
  await expectNoSeriousA11yIssues(page, 'view log');
  await context.close();
});

it('typing "1 large" in the serving calculator changes the numbers, shows the portion used and logs exactly that', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByLabel('Search foods').fill('apple');
  const apple = page.getByRole('button', { name: /Apple, raw/ }).first();
  await apple.waitFor();
  await apple.click();
  const preview = page.getByRole('group', { name: 'Nutrition preview' });
  const calories = preview.locator('[data-nutrient="calories"]');
  const before = await calories.innerText();
  await page.getByLabel('Custom quantity (optional)').fill('1 large');
  const used = page.getByTestId('portion-used');
  await used.getByText(/1 large \(\d+ g\) = \d+ g/).waitFor();
  const after = await calories.innerText();
  expect(after).not.toBe(before);
  const shownKcal = Number(/(\d+) kcal/.exec(after)![1]);
  await page.getByText(/Will be logged as "1 large" \(\d+(\.\d)? g\)/).waitFor();
  await page.getByRole('button', { name: 'Add to Log' }).click();
  await page.getByText('Food logged successfully!').waitFor();
  const [entry] = await (await page.request.get('/api/food-logs')).json();
  expect(entry).toMatchObject({ quantity: '1 large', calories: shownKcal });
  await context.close();
});

it('on a touch screen, swiping a result left stars it, and the star is kept for the next search', async () => {
  const { page, context } = await e2e.newPage({ touch: true });
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByLabel('Search foods').fill('banana');
  // The first result, whichever raw banana search ranks first.
  const card = page.getByRole('button', { name: /^Bananas?, raw/ }).first();
  await card.waitFor();
  const name = /^Bananas?, raw/.exec((await card.textContent())!)![0];
  const box = (await card.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 140; dx += 10) await page.mouse.move(box.x + box.width - 20 - dx, y);
  await page.mouse.up();
  await page.getByRole('button', { name: `Favorite ${name}`, exact: true }).click();
  await page.getByText('Added to favorites').waitFor();
  const starred = page.getByRole('button', { name: new RegExp(`^${name}.*, favorite`) }).first();
  await starred.waitFor();

  await page.reload();
  await page.getByLabel('Search foods').fill('banana');
  await starred.waitFor();
  expect(await (await page.request.get('/api/favorite-foods')).json()).toHaveLength(1);
  await context.close();
});
