import { expect, it } from 'vitest';
import { useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

it('a typed meal with a word no food has: its phrase opens Add Food searching for it', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/food-log');
  await page.getByRole('tab', { name: 'Voice' }).click();
  await page.getByLabel('Describe what you ate').fill('a cup of rice and a plimvok');
  await page.getByRole('button', { name: 'Parse' }).click();

  // A link to the search, drawn as a button.
  const phrase = page.getByRole('link', { name: /^Search the foods for “.*plimvok.*”$/ });
  await phrase.waitFor();
  const text = (await phrase.innerText()).trim();
  expect(text).toMatch(/plimvok/);
  await phrase.click();

  await expect.poll(() => page.getByRole('tab', { name: 'Add Food' }).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => page.getByLabel('Search foods').inputValue()).toBe(text);
  await context.close();
});
