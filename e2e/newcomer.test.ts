import { expect, it } from 'vitest';
import { e2eEmail, expectNoSeriousA11yIssues, useE2E } from './support/session.ts';

const e2e = useE2E();

it('a newcomer signs up, onboards, sees targets, edits the profile, signs out, signs in and deletes the account', async () => {
  const { page, context } = await e2e.newPage();
  const email = e2eEmail();
  const password = 'a long pass phrase';

  // The instance already has its admin, so the newcomer is a member, free to leave; the only admin is not (decision 093).
  const first = await e2e.newPage();
  const admin = await first.page.request.post('/api/auth/register', { data: { email: e2eEmail(), password } });
  expect(admin.status()).toBe(201);
  await first.context.close();

  await page.goto('/');
  await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
  await expectNoSeriousA11yIssues(page, 'landing');
  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await page.waitForURL('**/auth?mode=register');
  // "Start Your Journey" opens Create account, not Sign in.
  expect(await page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
  await expectNoSeriousA11yIssues(page, '/auth');

  // A wrong password is refused with the server's message.
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Invalid email or password').waitFor();

  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Onboarding: only the setup screen, no navigation.
  await page.getByRole('heading', { name: 'Welcome to Platewise!' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  // Someone who has just signed up is not offered to sign in.
  expect(await page.getByText('Already have an account?').count()).toBe(0);
  await expectNoSeriousA11yIssues(page, 'onboarding');
  expect(await page.getByLabel('Age').inputValue()).toBe('25');

  // An out-of-range age is refused and nothing is saved.
  await page.getByLabel('Age').fill('7');
  await page.getByRole('button', { name: 'Start My Journey' }).click();
  await page.getByText('Age must be between 13 and 120').waitFor();
  const stillIncomplete = await page.request.get('/api/auth/user');
  expect((await stillIncomplete.json()).age).toBeNull();

  await page.getByLabel('Age').fill('30');
  await page.getByRole('button', { name: 'Start My Journey' }).click();
  // Defaults: female, 165 cm, 65 kg, moderately active, lose fat → (650 + 1031.25 - 150 - 161) × 1.55 × 0.8.
  // The first dashboard visit says Welcome; later ones Welcome back (decision 053).
  await page.getByRole('heading', { name: `Welcome, ${email.split('@')[0]}!` }).waitFor();
  await page.getByText('Track, optimize, and achieve your nutrition goals.').waitFor();
  await page.getByText('1,699').or(page.getByText('1699')).filter({ visible: true }).first().waitFor();
  await expectNoSeriousA11yIssues(page, 'dashboard');

  // Profile: edit, save, targets recomputed.
  await page.goto('/profile-settings');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Profile Updated').waitFor();
  await expectNoSeriousA11yIssues(page, 'profile settings');
  const updated = await (await page.request.get('/api/auth/user')).json();
  expect(updated).toMatchObject({ firstName: 'Robin', weight: 80, dailyCalories: Math.round((800 + 1031.25 - 150 - 161) * 1.55 * 0.8) });

  // Sign out from the Account menu, then sign back in.
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();

  // Delete the account: confirmation, toast, signed out, and the password no longer works.
  await page.goto('/profile-settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Account Deleted').waitFor();
  await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(401);
  await context.close();
});

it('unknown paths show the not-found page and the static pages pass the accessibility check', async () => {
  const { page, context } = await e2e.newPage();
  // The server answers 404 for it, and the page says 404 once.
  expect((await page.goto('/somewhere/else'))?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(await page.getByText('404').count()).toBe(1);
  await expectNoSeriousA11yIssues(page, '404');
  for (const [path, heading] of [['/privacy-policy', 'Privacy Policy'], ['/terms-of-service', 'Terms of Service']] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText('January 20, 2025').first().waitFor();
    await expectNoSeriousA11yIssues(page, path);
  }
  await context.close();
});

it('the nutrition guide opens a topic and goes back', async () => {
  const { page, context } = await e2e.newPage();
  await page.request.post('/api/auth/register', { data: { email: e2eEmail(), password: 'a long pass phrase' } });
  await page.request.post('/api/auth/onboarding', { data: { age: 40, gender: 'male', height: 180, weight: 85, activityLevel: 'sedentary', fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '1_year' } });
  await page.goto('/nutrition-guide');
  await page.getByRole('button', { name: /Understanding Protein/ }).click();
  await page.getByRole('heading', { name: 'Recommendations' }).waitFor();
  await expectNoSeriousA11yIssues(page, 'nutrition guide topic');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Micronutrients' }).click();
  await page.getByRole('button', { name: /Essential Vitamins/ }).waitFor();
  await context.close();
});

it('on a phone the mobile menu replaces the top bar and closes after choosing a link', async () => {
  const { page, context } = await e2e.newPage({ mobile: true });
  await page.request.post('/api/auth/register', { data: { email: e2eEmail(), password: 'a long pass phrase' } });
  await page.request.post('/api/auth/onboarding', { data: { age: 28, gender: 'female', height: 160, weight: 55, activityLevel: 'lightly_active', fitnessGoal: 'build_muscle', dietaryPreference: 'vegan', timeline: '3_months' } });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // Every screen, grouped as on desktop (decision 052); e2e/shell.test.ts checks the groups.
  await menu.getByRole('link', { name: 'Profile Settings' }).waitFor();
  const links = await menu.getByRole('link').allTextContents();
  for (const link of ['Dashboard', 'Food Log', 'Food Swaps', 'Meal Plans', 'Meal Assistant', 'Meal Prep Timer', '3D Meal Viz', 'Nutrition Guide', 'Profile Settings']) {
    expect(links.some((text) => text.startsWith(link)), link).toBe(true);
  }
  await menu.getByRole('button', { name: 'Sign Out' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  await menu.getByRole('link', { name: 'Profile Settings' }).click();
  await page.waitForURL('**/profile-settings');
  await menu.waitFor({ state: 'hidden' });
  await expectNoSeriousA11yIssues(page, 'mobile profile settings');
  await context.close();
});
