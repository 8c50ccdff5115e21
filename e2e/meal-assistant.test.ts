import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

async function ask(page: Page, text: string) {
  const replies = page.getByTestId('chat-bot');
  const before = await replies.count();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  const reply = replies.nth(before);
  await reply.getByTestId('meal-suggestion').first().waitFor({ timeout: 15_000 });
  return reply;
}

it.each([
  ['desktop', false],
  ['a 390 px phone', true],
])('on %s, a follow-up keeps the request, a reload keeps the chat, and a suggested recipe opens, logs and saves', async (_, mobile) => {
  const { page, context } = await e2e.newPage({ mobile });
  await signUpComplete(page);
  await page.goto('/meal-chatbot');
  await page.getByRole('heading', { level: 1, name: 'Meal Assistant' }).waitFor();

  await ask(page, 'a high protein breakfast');
  const followUp = await ask(page, 'make it dairy-free');
  const text = await followUp.innerText();
  expect(text).toMatch(/breakfast/);
  expect(text).toMatch(/high-protein/);
  expect(text).toMatch(/dairy-free/);
  for (const card of await followUp.getByTestId('meal-suggestion').all()) expect(await card.innerText()).toMatch(/dairy-free/i);
  await expect.poll(() => new URL(page.url()).searchParams.get('c')).toMatch(/^\d+$/);

  await page.reload();
  await page.getByTestId('chat-user').nth(1).waitFor();
  expect(await page.getByTestId('chat-user').allInnerTexts()).toEqual([expect.stringContaining('a high protein breakfast'), expect.stringContaining('make it dairy-free')]);
  await page.getByRole('navigation', { name: 'Conversations' }).getByText('a high protein breakfast').waitFor();
  const again = await ask(page, 'something quick');
  expect(await again.innerText()).toMatch(/dairy-free/);
  expect(await again.innerText()).toMatch(/breakfast/);
  await expectNoSeriousA11yIssues(page, 'meal assistant conversation');

  const card = again.getByTestId('meal-suggestion').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: `Open recipe: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first().waitFor();
  expect(await dialog.getByRole('region', { name: 'Steps' }).getByRole('listitem').count()).toBeGreaterThan(0);
  const kcal = Number((await dialog.getByTestId('recipe-calories').innerText()).replace(/\D+/g, ''));
  expect(kcal).toBeGreaterThan(0);
  expect(await dialog.getByRole('link', { name: 'Cook in meal prep' }).getAttribute('href')).toMatch(/^\/meal-prep\?libraryRecipe=/);
  await expectNoSeriousA11yIssues(page, 'suggested recipe');

  await dialog.getByRole('button', { name: 'Save as my recipe' }).click();
  await page.getByText('Saved to your recipes').waitFor();
  const recipes = (await (await page.request.get('/api/recipes')).json()) as { name: string }[];
  expect(recipes.map((r) => r.name)).toContain(name);

  const meal = (await dialog.getByRole('combobox', { name: 'Meal type' }).inputValue()).toLowerCase();
  await dialog.getByLabel('Servings').fill('2');
  await dialog.getByRole('button', { name: 'Log', exact: true }).click();
  await page.getByText(`${name} (2 servings) added to ${meal}`).waitFor();
  const logs = (await (await page.request.get('/api/food-logs')).json()) as { foodName: string; calories: number; mealType: string }[];
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ foodName: name, mealType: meal });
  expect(Math.abs(logs[0]!.calories - 2 * kcal)).toBeLessThanOrEqual(2);

  if (mobile) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }
  await context.close();
});

it('opens a suggested recipe in the meal prep studio', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/meal-prep?libraryRecipe=shakshuka');
  await page.getByRole('heading', { name: /Shakshuka/i }).first().waitFor({ timeout: 15_000 });
  await context.close();
});
