import { expect, it } from 'vitest';
import deDashboard from '../src-client/locales/de/dashboard.json';
import deLanding from '../src-client/locales/de/landing.json';
import enLanding from '../src-client/locales/en/landing.json';
import deProfile from '../src-client/locales/de/profile-settings.json';
import esDashboard from '../src-client/locales/es/dashboard.json';
import esNavigation from '../src-client/locales/es/navigation.json';
import esProfile from '../src-client/locales/es/profile-settings.json';
import enProfile from '../src-client/locales/en/profile-settings.json';
import esAuth from '../src-client/locales/es/auth.json';
import esErrors from '../src-client/locales/es/errors.json';
import esFoodLog from '../src-client/locales/es/food-log.json';
import deActivity from '../src-client/locales/de/activity.json';
import { useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();
const password = 'a long pass phrase';

it('a browser set to German shows the landing page in German before anyone signs in', async () => {
  const { page, context } = await e2e.newPage({ locale: 'de-DE' });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(deLanding.title.split(' ')[0]);
  await page.getByRole('link', { name: deLanding.start }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  await context.close();
});

it('the landing page and its way in come with the HTML, before any script runs: in English, and in German for a German browser', async () => {
  for (const [locale, landing] of [['en-US', enLanding], ['de-DE', deLanding]] as const) {
    const { page, context } = await e2e.newPage({ locale, javaScript: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent(), locale).toContain(landing.title);
    const start = page.getByRole('link', { name: landing.start });
    expect(await start.isVisible(), locale).toBe(true);
    expect(await start.getAttribute('href'), locale).toBe('/auth?mode=register');
    expect(await page.locator('html').getAttribute('lang'), locale).toBe(locale.slice(0, 2));
    await context.close();
  }
});

it('the app starts at the first interaction with the painted landing page and takes it over without moving anything', async () => {
  const { page, context } = await e2e.newPage({ locale: 'de-DE' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // Read without a touch, the page fetches and runs none of the app's code.
  expect(scripts.filter((script) => script.startsWith('/assets/'))).toEqual([]);
  expect(await page.locator('#prerendered').count()).toBe(1);
  // The app's own copy replaces the HTML's once its scripts have run. Only shifts from then on are
  // the takeover's: a machine starved of CPU may paint the page before it has parsed all of it.
  const touched = await page.evaluate(() => performance.now());
  await page.mouse.move(40, 40);
  await page.locator('#prerendered').waitFor({ state: 'detached' });
  await page.getByRole('link', { name: deLanding.start }).waitFor();
  const shifted = await page.evaluate(
    (since) =>
      new Promise<number>((resolve) => {
        const sum = (entries: PerformanceEntryList) => entries.filter((e) => e.startTime >= since).reduce((total, e) => total + (e as unknown as { value: number }).value, 0);
        new PerformanceObserver((list) => resolve(sum(list.getEntries()))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
    touched,
  );
  // Nothing a person could see moves: at most a sub-pixel rounding on a busy machine (good CLS is under 0.1).
  expect(shifted).toBeLessThan(0.001);
  await context.close();
});

it('a Spanish browser reads the server’s refusal of a wrong password in Spanish', async () => {
  const { page, context } = await e2e.newPage({ locale: 'es-ES' });
  await page.goto('/auth');
  await page.getByLabel(esAuth.fields.email).fill('nobody-here@example.com');
  await page.getByLabel(esAuth.fields.password).fill(password);
  await page.getByRole('button', { name: esAuth.signIn.submit, exact: true }).click();
  await page.getByRole('alert').filter({ hasText: esErrors.invalidCredentials }).waitFor();
  await context.close();
});

it('Spanish chosen in Profile Settings is kept on the account: the screens, another device, then German with its own numbers', async () => {
  const { page, context } = await e2e.newPage();
  const { email } = await signUpComplete(page);
  const name = email.split('@')[0]!;

  await page.goto('/profile-settings');
  await page.getByRole('heading', { level: 1, name: enProfile.page.title }).waitFor();
  await page.getByRole('combobox', { name: enProfile.language.label }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.getByRole('heading', { level: 1, name: esProfile.page.title }).waitFor();
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).language).toBe('es');

  // The dashboard and the menus read Spanish; the greeting keeps the person's name.
  await page.goto('/dashboard');
  const greeting = new RegExp(`${esDashboard.header.welcome.replace('{name}', name).replace(/[¡!]/g, '.')}|${esDashboard.header.welcomeBack.replace('{name}', name).replace(/[¡!]/g, '.')}`);
  await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
  await page.getByText(esDashboard.macros.names.calories, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: esNavigation.menus.track }).first().waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');

  // Signing in on another device, whose browser says English, brings the saved language.
  const other = await e2e.newPage({ locale: 'en-US' });
  expect((await other.page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  await other.page.goto('/profile-settings');
  await other.page.getByRole('heading', { level: 1, name: esProfile.page.title }).waitFor();

  // German writes thousands with a dot: the calorie target reads "/ 2.xxx kcal".
  await other.page.getByRole('combobox', { name: esProfile.language.label }).click();
  await other.page.getByRole('option', { name: 'Deutsch' }).click();
  await other.page.getByRole('heading', { level: 1, name: deProfile.page.title }).waitFor();
  await other.page.goto('/dashboard');
  await other.page.getByRole('region', { name: deDashboard.macros.region }).waitFor();
  await expect.poll(() => other.page.getByRole('region', { name: deDashboard.macros.region }).textContent()).toMatch(/\/ \d\.\d{3} kcal/);
  await other.context.close();
  await context.close();
});

it('a Spanish reader finds foods by their Spanish names, and a German reader picks activities by German names', async () => {
  const { page, context } = await e2e.newPage({ locale: 'es-ES' });
  await signUpComplete(page);
  await page.goto('/food-log');
  const search = page.getByLabel(esFoodLog.search.label);
  await search.waitFor();
  expect(await search.getAttribute('placeholder')).toBe(esFoodLog.search.placeholder);
  await search.fill('manzana');
  await page.getByRole('button', { name: /^Apples?\b/ }).first().waitFor();
  await context.close();

  const german = await e2e.newPage({ locale: 'de-DE' });
  await signUpComplete(german.page);
  // The activity list arrives late, as on a slow line: what is typed still finds it.
  await german.page.route(/activity\.catalog/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await german.page.goto('/dashboard');
  const activity = german.page.getByRole('region', { name: deActivity.card.title });
  // In view, as for a reader: typed into at the screen's bottom edge, the field slips below it when the
  // coach's suggestions arrive above, and its list hides with it.
  await activity.scrollIntoViewIfNeeded();
  await activity.getByRole('combobox', { name: deActivity.card.activity }).fill('Gehen, 5,6');
  await german.page.getByRole('option', { name: deActivity.names['17200'] }).waitFor();
  await german.context.close();
});
