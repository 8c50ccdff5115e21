import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { startRecipeSite } from '../src-server/test/recipe-pages.ts';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const site = await startRecipeSite();
afterAll(() => site.close());
// The test's recipe site runs on loopback, which imports may reach only by this setting.
const e2e = useE2E({ env: { RECIPE_IMPORT_ALLOW_HOSTS: '127.0.0.1' } });

/** Searches in an ingredient picker and takes the first food whose name matches. */
async function pick(page: Page, picker: string, text: string, name: RegExp) {
  await page.getByLabel(picker).last().fill(text);
  const result = page.getByRole('list', { name: 'Ingredient results' }).getByRole('listitem').filter({ hasText: name }).first();
  await result.waitFor();
  await result.click();
}

it('builds a recipe from searched ingredients and logs 2 servings: the day total grows by two servings', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'New recipe' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Milky oats');
  await page.getByRole('textbox', { name: 'Servings' }).fill('2');
  await pick(page, 'Add an ingredient', 'oats', /oats/i);
  await page.getByRole('group', { name: 'Ingredient 1' }).getByLabel('Amount').fill('120 g');
  await pick(page, 'Add an ingredient', 'milk whole', /milk/i);
  await page.getByRole('group', { name: 'Ingredient 2' }).getByLabel('Amount').fill('1 cup');
  await page.getByRole('button', { name: 'Save recipe' }).click();

  await page.getByRole('heading', { level: 2, name: 'Milky oats' }).waitFor();
  const [summary] = await (await page.request.get('/api/recipes')).json();
  const recipe = await (await page.request.get(`/api/recipes/${summary.id}`)).json();
  expect(recipe.ingredients.map((i: { amount: string }) => i.amount)).toEqual(['120 g', '1 cup']);
  expect(recipe.ingredients[1].grams).toBeGreaterThan(200);
  expect(await page.getByTestId('per-serving-calories').innerText()).toBe(`${recipe.perServing.calories} kcal`);
  await page.getByRole('progressbar', { name: new RegExp(`of the calories`) }).first().waitFor();
  await expectNoSeriousA11yIssues(page, 'recipe detail');

  const today = await page.getByLabel('Date').inputValue();
  const before = (await (await page.request.get(`/api/daily-progress?date=${today}`)).json()).macros.calories;
  await page.getByRole('textbox', { name: 'Servings' }).fill('2');
  await page.getByRole('button', { name: 'Log to food log' }).click();
  await page.getByText('Recipe logged').waitFor();
  const after = (await (await page.request.get(`/api/daily-progress?date=${today}`)).json()).macros.calories;
  expect(after - before).toBe(recipe.total.calories);
  await context.close();
});

it('imports a recipe page from a local site on a phone, fixes the one unmatched line and saves it', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await signUpComplete(page);
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByLabel('Recipe page address').fill(site.url('/graph'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  await page.getByText('1 line to fix').waitFor();
  expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Banana Oat Pancakes & Honey');
  expect(await page.getByRole('button', { name: 'Save recipe' }).isDisabled()).toBe(true);
  const unmatched = page.getByRole('group', { name: 'Ingredient 4' });
  await unmatched.getByText('From the page: “1 pinch of zzqx glorp”').waitFor();
  await pick(page, 'Food for this line', 'salt table', /salt/i);
  await unmatched.getByLabel('Amount').fill('1 g');
  await page.getByRole('button', { name: 'Save recipe' }).click();

  await page.getByRole('heading', { level: 2, name: 'Banana Oat Pancakes & Honey' }).waitFor();
  const [summary] = await (await page.request.get('/api/recipes')).json();
  const recipe = await (await page.request.get(`/api/recipes/${summary.id}`)).json();
  expect(recipe).toMatchObject({ servings: 4, prepMinutes: 10, cookMinutes: 90, sourceUrl: site.url('/graph') });
  expect(recipe.ingredients).toHaveLength(4);
  expect(recipe.ingredients[3]).toMatchObject({ amount: '1 g', name: expect.stringMatching(/salt/i) });
  expect(recipe.steps).toHaveLength(3);

  // It opens in the meal prep studio with its steps and their timers.
  await page.getByRole('link', { name: 'Cook in studio' }).click();
  await page.getByRole('heading', { level: 1, name: 'Meal Prep Studio' }).waitFor();
  await page.getByText('Fry spoonfuls for 3 minutes a side.').first().waitFor();
  await page.getByText('Mash the bananas.').first().waitFor();
  await context.close();
});
