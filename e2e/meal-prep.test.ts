import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

/** Headless Chromium may refuse a real wake lock: this stand-in records what the page asks for and releases. */
function stubWakeLock() {
  const log: string[] = [];
  (window as unknown as { wakeLockLog: string[] }).wakeLockLog = log;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (type: string) => {
        log.push(`request ${type}`);
        const sentinel = {
          released: false,
          type,
          release: async () => {
            sentinel.released = true;
            log.push('release');
          },
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        };
        return sentinel;
      },
    },
  });
}

const wakeLockLog = (page: Page) => page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog);
const ingredients = (page: Page) => page.getByRole('list', { name: 'Ingredients' });

async function setServings(page: Page, n: number) {
  const input = page.getByRole('textbox', { name: 'Servings' });
  await input.fill(String(n));
  await input.blur();
  await page.getByRole('heading', { name: `Ingredients for ${n} servings` }).waitFor();
}

/** The studio opened on the library's shakshuka, as a link from the meal assistant opens it: 4 eggs for 2 servings. */
async function openShakshuka(page: Page) {
  await page.goto('/meal-prep?libraryRecipe=shakshuka');
  await page.getByRole('heading', { level: 2, name: 'Shakshuka' }).waitFor();
  await ingredients(page).getByText('4 large eggs').waitFor();
}

for (const mobile of [false, true]) {
  describe(`the meal prep studio (${mobile ? '390 px' : 'desktop'})`, () => {
    let page: Page;
    let ownRecipeId: number;
    // One signed-in user with one recipe of their own; each step below opens the studio afresh.
    beforeAll(async () => {
      ({ page } = await e2e.newPage({ mobile }));
      await page.addInitScript(stubWakeLock);
      await signUpComplete(page);
      const [oats] = await (await page.request.get('/api/food-search?q=oats')).json();
      const made = await page.request.post('/api/recipes', { data: { name: 'Milky oats', servings: 2, ingredients: [{ foodId: oats.id, amount: '120 g' }], steps: [{ text: 'Soak the oats.', minutes: 5 }] } });
      expect(made.status(), await made.text()).toBe(201);
      ownRecipeId = (await made.json()).id;
    });
    afterAll(() => page?.context().close());

    it('finds a library recipe by search and shows its ingredients for the servings it was written for', async () => {
      await page.goto('/meal-prep');
      await page.getByRole('button', { name: 'New Recipe' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a recipe' });
      await picker.getByRole('textbox', { name: 'Search the recipe library' }).fill('shaksh');
      await picker.getByRole('button', { name: 'Cook Shakshuka' }).click();
      await page.getByRole('heading', { level: 2, name: 'Shakshuka' }).waitFor();
      await page.getByRole('heading', { name: 'Ingredients for 2 servings' }).waitFor();
      await ingredients(page).getByText('4 large eggs').waitFor();
      await ingredients(page).getByText('(200 g)').first().waitFor();
    });

    it('scales the ingredients when the servings change', async () => {
      await openShakshuka(page);
      await setServings(page, 4);
      await ingredients(page).getByText('8 large eggs').waitFor();
      await ingredients(page).getByText('(400 g)').first().waitFor();
      await ingredients(page).getByText('2 tsp cumin').waitFor();
      await expectNoSeriousA11yIssues(page, 'meal prep with ingredients');
    });

    it('exports the ingredients for the servings chosen', async () => {
      await openShakshuka(page);
      await setServings(page, 4);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
      const doc = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(doc.servings).toBe(4);
      expect(doc.ingredients[0]).toEqual({ text: '8 large eggs', grams: 400 });
      expect(doc.ingredients.length).toBeGreaterThan(5);
    });

    it('keeps the screen on while the timer runs and lets it go on pause', async () => {
      await openShakshuka(page);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: 'Pause' }).waitFor();
      await expect.poll(() => wakeLockLog(page)).toEqual(['request screen']);
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect.poll(() => wakeLockLog(page)).toEqual(['request screen', 'release']);
    });

    it("offers the user's own recipes in the picker", async () => {
      await page.goto('/meal-prep');
      await page.getByRole('button', { name: 'New Recipe' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a recipe' });
      await picker.getByRole('tab', { name: 'My recipes' }).click();
      await picker.getByRole('button', { name: 'Cook Milky oats' }).click();
      await page.getByRole('heading', { level: 2, name: 'Milky oats' }).waitFor();
      await ingredients(page).getByText(/^120 g /).waitFor();
    });

    it("scales one of the user's own recipes through the same control", async () => {
      await page.goto(`/meal-prep?recipe=${ownRecipeId}`);
      await page.getByRole('heading', { level: 2, name: 'Milky oats' }).waitFor();
      await ingredients(page).getByText(/^120 g /).waitFor();
      await setServings(page, 3);
      await ingredients(page).getByText(/^180 g /).waitFor();
      await ingredients(page).getByText('(180 g)').waitFor();
    });
  });
}
