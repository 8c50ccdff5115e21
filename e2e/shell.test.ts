import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2eEmail, useE2E } from './support/session.ts';

const e2e = useE2E();
const password = 'a long pass phrase';
const profile = { age: 34, gender: 'male', height: 178, weight: 82, activityLevel: 'lightly_active', fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '1_year' };

/** Elements matching the selector whose content is wider than their box (clipped or spilling out). */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > document.documentElement.clientWidth).map((e) => e.textContent ?? ''),
  );
}

it('a signed-out deep link signs in and returns; US units at onboarding; a weight in lbs is stored in kg; the first and later welcomes', async () => {
  const { page, context } = await e2e.newPage();
  const email = e2eEmail();

  // Unknown paths keep the not-found page; an app route asks to sign in, keeping the way back.
  await page.goto('/no-such-screen');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.goto('/food-log?tab=voice');
  await page.waitForURL(/\/auth\?redirect=/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Onboarding in US customary units: the fields follow, and the API gets kg and cm.
  await page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();
  expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('65');
  await page.getByText('US customary (lb, ft/in)').click();
  expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('143.3');
  expect([await page.getByLabel('Height (ft)').inputValue(), await page.getByLabel('Height (in)').inputValue()]).toEqual(['5', '5']);
  await page.getByLabel('Weight (lbs)').fill('150');
  await page.getByLabel('Height (ft)').fill('5');
  await page.getByLabel('Height (in)').fill('6');
  await page.getByRole('button', { name: 'Start My Journey' }).click();

  // Back where the link pointed, on the tab it named.
  await page.waitForURL('**/food-log?tab=voice');
  await page.getByRole('tab', { name: 'Voice', selected: true }).waitFor();
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ weight: 68.04, height: 167.6, weightUnit: 'lb', heightUnit: 'ft_in' });

  // First dashboard visit: "Welcome"; after a reload: "Welcome back".
  const name = email.split('@')[0];
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${name}!`);
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).welcomedAt).not.toBeNull();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${name}!` }).waitFor();

  // A weigh-in typed in lbs is stored in kg, shown back in lbs, and becomes the profile's weight.
  await page.getByRole('button', { name: 'Log Weight' }).click();
  await page.getByLabel('Weight (lbs)').fill('148');
  await page.getByRole('button', { name: 'Save weight' }).click();
  await page.getByText('148 lbs').first().waitFor();
  expect((await (await page.request.get('/api/weight-logs')).json())[0].weight).toBe(67.13);
  expect((await (await page.request.get('/api/auth/user')).json()).weight).toBe(67.13);
  await page.goto('/profile-settings');
  expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('148');
  expect([await page.getByLabel('Height (ft)').inputValue(), await page.getByLabel('Height (in)').inputValue()]).toEqual(['5', '6']);

  // Each Track item opens its own tab, even from the food log itself.
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByRole('menuitem', { name: /AI Food Snap/ }).click();
  await page.getByRole('tab', { name: 'AI Snap', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByRole('menuitem', { name: /Voice Logging/ }).click();
  await page.getByRole('tab', { name: 'Voice', selected: true }).waitFor();
  await page.getByRole('button', { name: 'AI Coach' }).click();
  await page.getByRole('menuitem', { name: /Meal Assistant/ }).click();
  await page.waitForURL('**/meal-chatbot');
  await context.close();
});

it('on a phone: the menu lists every screen by group and opens tabs; the greeting, macro cards and food log buttons fit', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  // No name, and an e-mail whose first part has no place to break: the greeting must still fit.
  await page.request.post('/api/auth/register', { data: { email: e2eEmail().replace(/-/g, 'x').replace('@', 'nutritionenthusiast@'), password } });
  await page.request.post('/api/auth/onboarding', { data: profile });
  const logged = await page.request.post('/api/food-logs', { data: { date: new Date().toISOString().slice(0, 10), mealType: 'breakfast', foodName: 'Greek yogurt with honey and walnuts', quantity: '1 bowl', calories: 1234, protein: 123, carbs: 234, fats: 56 } });
  expect(logged.status(), await logged.text()).toBe(201);

  await page.goto('/dashboard');
  await page.locator('[data-macro="calories"]').waitFor();
  expect(await overflowing(page, '[data-macro] *')).toEqual([]);
  expect(await overflowing(page, 'main h1, main button')).toEqual([]);

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: /Nutrition Guide/ }).waitFor();
  const groups = await menu.locator('section').evaluateAll((sections) =>
    sections.map((s) => [s.querySelector('p, div')?.textContent, [...s.querySelectorAll('a')].map((a) => a.textContent?.replace(/(AI|New|Beta|Smart|Pro|3D)$/, ''))]),
  );
  expect(groups).toEqual([
    ['Track', ['Food Log', 'AI Food Snap', 'Voice Logging', 'Weight Progress', 'Recipes', 'Nutrients']],
    ['AI Coach', ['Food Swaps', 'Meal Plans', 'Meal Assistant', 'Daily Suggestions']],
    ['Tools', ['Meal Prep Timer', 'Progress Analytics', '3D Meal Viz', 'Nutrition Guide']],
    ['Account', ['Profile Settings', 'Dashboard', 'Privacy Policy', 'Terms of Service']],
  ]);
  await menu.getByRole('link', { name: /Voice Logging/ }).click();
  await page.waitForURL('**/food-log?tab=voice');
  await page.getByRole('tab', { name: 'Voice', selected: true }).waitFor();

  await page.getByRole('tab', { name: 'Add Food' }).click();
  await page.getByText('Log again').first().waitFor();
  expect(await overflowing(page, 'main button')).toEqual([]);
  await context.close();
});

it('sends the built assets compressed: hashed files cached a year, the page revalidated', async () => {
  const { page, context } = await e2e.newPage();
  const html = await page.request.get('/dashboard', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-encoding']).toBe('br');
  const scripts = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const script of scripts) {
    const plain = await page.request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Files under 1 KiB gain nothing from compression and are sent as they are.
    if ((await plain.body()).length < 1024) continue;
    compressed++;
    for (const encoding of ['br', 'gzip']) {
      const res = await page.request.get(script, { headers: { 'accept-encoding': encoding } });
      expect(res.headers()['content-encoding'], script).toBe(encoding);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  }
  expect(compressed).toBeGreaterThan(0);
  await context.close();
});
