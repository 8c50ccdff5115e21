import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectNoSeriousA11yIssues, useE2E } from './support/session.ts';
import { signUpComplete } from './support/users.ts';

const e2e = useE2E();

async function logWeight(page: Page, kg: string) {
  const card = page.getByRole('region', { name: 'Weight Progress' });
  await card.getByRole('button', { name: 'Log Weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Weight' });
  await dialog.getByLabel('Weight (kg)').fill(kg);
  await dialog.getByRole('button', { name: 'Save weight' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

it('logs two weights from the dashboard and sees the change on /progress', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Weight Progress' });
  await card.getByText('No weigh-ins yet').waitFor();

  // Nothing or 0 is refused before it reaches the server, with the spec's messages.
  await card.getByRole('button', { name: 'Log Weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Weight' });
  await dialog.getByLabel('Weight (kg)').fill('0');
  await dialog.getByRole('button', { name: 'Save weight' }).click();
  await dialog.getByText('Please enter a valid weight.').waitFor();
  await page.getByText('Invalid weight').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await logWeight(page, '80');
  await page.getByText('Weight logged successfully!').waitFor();
  await card.getByText('80 kg').waitFor();
  await logWeight(page, '78.6');
  await card.getByText('78.6 kg').waitFor();
  await card.getByText('-1.4 kg').waitFor();
  await card.getByText('This month').waitFor();
  const logs = await (await page.request.get('/api/weight-logs')).json();
  expect(logs.map((l: { weight: number }) => l.weight)).toEqual([78.6, 80]);

  await page.goto('/progress');
  await page.getByRole('heading', { level: 1, name: 'Your Progress' }).waitFor();
  const weightStat = page.getByTestId('stat-weight');
  await weightStat.getByText('-1.4').waitFor();
  expect(await weightStat.innerText()).toMatch(/Weight Change\s+-1\.4\s*kg/);
  expect(await page.getByTestId('stat-streak').innerText()).toMatch(/Current Streak\s+0\s*days/);
  await page.getByText('Goal Setter').waitFor();
  await expectNoSeriousA11yIssues(page, '/progress overview');

  await page.getByRole('tab', { name: 'Weight' }).click();
  const stats = page.getByTestId('weight-stats');
  await stats.getByText('Total weigh-ins').waitFor();
  expect(await stats.innerText()).toMatch(/Current weight\s+78\.6 kg\s+Total weigh-ins\s+2\s+Recent change\s+-1\.4 kg\s+Total change\s+-1\.4 kg/);
  await page.getByRole('img', { name: /Weight over 2 weigh-ins, from 80 kg .* to 78\.6 kg/ }).waitFor();
  await page.locator('.recharts-line').first().waitFor();
  await expectNoSeriousA11yIssues(page, '/progress weight');

  // A mistyped weigh-in can be deleted from the list.
  await page.getByRole('button', { name: /^Delete weigh-in of 78\.6 kg on / }).click();
  await page.getByText('Weigh-in deleted').waitFor();
  await stats.getByText(/^1$/).waitFor();
  expect(await stats.innerText()).toMatch(/Current weight\s+80 kg\s+Total weigh-ins\s+1/);
  await logWeight(page, '78.6');

  await page.getByRole('tab', { name: 'Achievements' }).click();
  await page.getByText('1 of 6 unlocked').waitFor();
  expect(await page.getByTestId('achievement-progress-tracker').innerText()).toContain('Locked. To unlock: record 5 weigh-ins.');
  await expectNoSeriousA11yIssues(page, '/progress achievements');

  await page.getByRole('tab', { name: 'Habits' }).click();
  await page.getByRole('img', { name: 'Current streak: 0 of 30 days' }).waitFor();
  await page.getByText('Consistency rate').waitFor();
  await expectNoSeriousA11yIssues(page, '/progress habits');
  await context.close();
});

it('takes the dashboard tour to Finish, and Escape closes a started tour', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/dashboard');

  // Offered once: the invitation shows on the first visit only.
  await page.getByRole('button', { name: 'Take the tour' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  expect(await page.getByRole('button', { name: 'Take the tour' }).count()).toBe(0);

  const help = page.getByRole('button', { name: 'Start guided tour' });
  await help.click();
  const titles = ['Welcome to your dashboard', 'Your Daily Macros', 'Smart Food Logging', 'Your AI Nutrition Coach', "Today's Meals"];
  for (const [i, title] of titles.entries()) {
    const tooltip = page.getByRole('dialog', { name: title });
    await tooltip.getByText(`Step ${i + 1} of 5`, { exact: true }).waitFor();
    expect(await tooltip.getByRole('button', { name: 'Back' }).isDisabled()).toBe(i === 0);
    if (i === 0) await expectNoSeriousA11yIssues(page, 'dashboard tour');
    await tooltip.getByRole('button', { name: i === 4 ? 'Finish' : 'Next' }).click();
  }
  await page.getByTestId('tour-tooltip').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Start guided tour');

  // The arrow keys move between steps; Escape ends the tour.
  await help.click();
  await page.getByText('Step 1 of 5', { exact: true }).waitFor();
  await page.keyboard.press('ArrowRight');
  await page.getByText('Step 2 of 5', { exact: true }).waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Step 1 of 5', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('tour-tooltip').waitFor({ state: 'detached' });

  // Skip, the close button and a click on the dimmed page end it too.
  await help.click();
  await page.getByRole('dialog', { name: 'Welcome to your dashboard' }).getByRole('button', { name: 'Skip' }).click();
  await page.getByTestId('tour-tooltip').waitFor({ state: 'detached' });
  await help.click();
  await page.getByRole('button', { name: 'Close tour' }).click();
  await page.getByTestId('tour-tooltip').waitFor({ state: 'detached' });
  await help.click();
  await page.getByText('Step 1 of 5', { exact: true }).waitFor();
  await page.mouse.click(1270, 890);
  await page.getByTestId('tour-tooltip').waitFor({ state: 'detached' });
  await context.close();
});

it('imports a MyFitnessPal diary from Profile Settings after a preview', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/profile-settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('link', { name: 'Download all data (JSON)' }).waitFor();
  expect(await section.getByRole('link', { name: 'Download food log (CSV)' }).getAttribute('href')).toBe('/api/export/food-log.csv');
  await expectNoSeriousA11yIssues(page, 'profile settings: your data');
  const exported = await page.request.get('/api/export');
  expect(exported.headers()['content-disposition']).toMatch(/attachment; filename="platewise-export-\d{4}-\d{2}-\d{2}\.json"/);

  const header = 'Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g),Note';
  const upload = async (rows: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: 'File to import' }).click();
    await (await chooser).setFiles({ name: 'diary.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
  };

  // A file with a bad row is previewed with its line number and cannot be imported.
  await upload(['2025-01-05,Breakfast,420,12,55,20,', 'not a date,Lunch,650,22,70,35,']);
  await section.getByText(/Line 3: Date "not a date"/).waitFor();
  expect(await section.getByRole('button', { name: 'Import 1 entry' }).isDisabled()).toBe(true);
  await expectNoSeriousA11yIssues(page, 'profile settings import preview');

  await upload(['2025-01-05,Breakfast,420,12,55,20,', '2025-01-05,Lunch,650,22,70,35,']);
  const importButton = section.getByRole('button', { name: 'Import 2 entries' });
  await importButton.waitFor();
  await section.getByRole('table').getByText('2025-01-05').first().waitFor();
  await importButton.click();
  await page.getByText('Added 2 food entries.').waitFor();
  const foodLogs = await (await page.request.get('/api/food-logs')).json();
  expect(foodLogs).toHaveLength(2);
  await context.close();
});

it('brings Apple Health history in from Profile Settings, sent gzip-compressed, and undoes it', async () => {
  const { page, context } = await e2e.newPage();
  await signUpComplete(page);
  await page.goto('/profile-settings');
  const section = page.getByRole('region', { name: 'Your data' });
  const started = page.waitForRequest((r) => r.url().endsWith('/api/history-imports/uploads') && r.method() === 'POST');
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Export file from the other app' }).click();
  await (await chooser).setFiles('src-server/test/fixtures/apple-health-export.xml');
  // The browser compresses the file as it sends it.
  expect((await started).postDataJSON()).toMatchObject({ format: 'apple-health', fileName: 'apple-health-export.xml', encoding: 'gzip' });
  await section.getByText('18 records read.').waitFor();
  await section.getByText('From 2024-01-02 to 2024-01-03.').waitFor();
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  const undo = section.getByRole('button', { name: 'Undo the import of apple-health-export.xml' });
  await undo.waitFor();
  expect((await (await page.request.get('/api/weight-logs')).json()).length).toBe(2);
  await undo.click();
  await undo.waitFor({ state: 'detached' });
  expect(await (await page.request.get('/api/weight-logs')).json()).toEqual([]);
  await context.close();
});
