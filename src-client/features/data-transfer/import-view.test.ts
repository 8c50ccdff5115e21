import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { countRows, describeCounts, fileSizeError, importButtonLabel, importSummary, totalOf } from './import-view.ts';

const zero = { foodLogs: 0, weightLogs: 0, mealPlans: 0, mealPrepSessions: 0, customFoods: 0, recipes: 0, savedMeals: 0, waterLogs: 0, activityLogs: 0, dailySteps: 0, targetChanges: 0, mealConversations: 0 };
const t = i18n.getFixedT('en', 'data-transfer');
beforeAll(() => i18n.loadNamespaces('data-transfer'));

describe('import view', () => {
  it('refuses empty files and files over 5 MB', () => {
    expect(fileSizeError(0, t)).toBe('The file is empty.');
    expect(fileSizeError(1024, t)).toBeNull();
    expect(fileSizeError(5_000_000, t)).toBeNull();
    expect(fileSizeError(6_200_000, t)).toBe('The file is 6.2 MB; the limit is 5 MB.');
    expect(fileSizeError(6_000_000, t)).toBe('The file is 6.0 MB; the limit is 5 MB.');
  });

  it('totals and describes counts', () => {
    const counts = { ...zero, foodLogs: 12, weightLogs: 1, mealPlans: 2, recipes: 1 };
    expect(totalOf(counts)).toBe(16);
    expect(describeCounts(counts, t)).toBe('12 food entries, 1 weigh-in, 2 meal plans and 1 recipe');
    expect(describeCounts({ ...zero, foodLogs: 1 }, t)).toBe('1 food entry');
    expect(describeCounts(zero, t)).toBe('nothing new');
    expect(countRows(counts, t).map((r) => [r.label, r.count])).toEqual([
      ['Food entries', 12],
      ['Weigh-ins', 1],
      ['Meal plans', 2],
      ['Meal prep sessions', 0],
      ['Recipes', 1],
    ]);
  });

  it('labels the import button and summarises the result', () => {
    expect(importButtonLabel(1, t)).toBe('Import 1 entry');
    expect(importButtonLabel(15, t)).toBe('Import 15 entries');
    expect(importSummary({ added: { ...zero, foodLogs: 3 }, duplicates: 2 }, t)).toBe('Added 3 food entries. 2 duplicates were skipped.');
    expect(importSummary({ added: { ...zero, weightLogs: 1 }, duplicates: 0 }, t)).toBe('Added 1 weigh-in.');
  });
});
