import { describe, expect, it } from 'vitest';
import { keepLoggable, splitDuplicates, type HistoryRows } from './history-rows.ts';

const rows = (over: Partial<HistoryRows>): HistoryRows => ({ records: 0, skipped: 0, weights: [], steps: [], activity: [], foods: [], ...over });
const none = { weights: [], stepDays: [], activity: [], foods: [] };

describe('history rows against the log', () => {
  it('takes a weigh-in within 0.05 kg on the same day as logged, and one further off or on another day as new', () => {
    const file = rows({ weights: [{ date: '2024-01-02', weight: 80.05 }, { date: '2024-01-03', weight: 80.06 }, { date: '2024-01-04', weight: 80 }] });
    const existing = { ...none, weights: [{ date: '2024-01-02', weight: 80 }, { date: '2024-01-03', weight: 80 }] };
    const { fresh, duplicates } = splitDuplicates(file, existing);
    expect(fresh.weights).toEqual([{ date: '2024-01-03', weight: 80.06 }, { date: '2024-01-04', weight: 80 }]);
    expect(duplicates.weightLogs).toBe(1);
  });

  it('matches food by day, meal, name in any case and kcal, and steps by day', () => {
    const food = { date: '2024-01-02', meal_type: 'lunch', food_name: 'Oat Bar', quantity: '1 bar', calories: 180, protein: 4, carbs: 24, fats: 7 };
    const file = rows({ foods: [food, { ...food, calories: 181 }, { ...food, meal_type: 'dinner' }], steps: [{ date: '2024-01-02', steps: 5000 }, { date: '2024-01-03', steps: 10 }] });
    const { fresh, duplicates } = splitDuplicates(file, { ...none, foods: [{ date: '2024-01-02', meal_type: 'lunch', food_name: 'oat bar', calories: 180 }], stepDays: ['2024-01-02'] });
    expect(fresh.foods.map((f) => [f.meal_type, f.calories])).toEqual([['lunch', 181], ['dinner', 180]]);
    expect(fresh.steps).toEqual([{ date: '2024-01-03', steps: 10 }]);
    expect(duplicates).toEqual({ weightLogs: 0, dailySteps: 1, activityLogs: 0, foodLogs: 1 });
  });

  it('adds a day total only to a day with no food logged', () => {
    const total = { date: '2024-01-02', meal_type: 'snack', food_name: 'Cronometer daily total', quantity: '1 day', calories: 2100, protein: 90, carbs: 250, fats: 70, dayTotal: true as const };
    const file = rows({ foods: [total, { ...total, date: '2024-01-03' }] });
    const { fresh, duplicates } = splitDuplicates(file, { ...none, foods: [{ date: '2024-01-02', meal_type: 'lunch', food_name: 'Banana', calories: 105 }] });
    expect(fresh.foods.map((f) => f.date)).toEqual(['2024-01-03']);
    expect(duplicates.foodLogs).toBe(1);
  });

  it('leaves out and counts what the log would refuse: a day before 2000, a weight outside 30–300 kg, a day over 10,000 kcal', () => {
    const food = { date: '2024-01-02', meal_type: 'snack', food_name: 'Food logged in Apple Health', quantity: '1 day', calories: 2100, protein: 90, carbs: 250, fats: 70 };
    const kept = keepLoggable(rows({
      skipped: 2,
      weights: [{ date: '1999-12-31', weight: 80 }, { date: '2024-01-02', weight: 3.5 }, { date: '2024-01-03', weight: 81 }],
      foods: [food, { ...food, date: '2024-01-03', calories: 12_000 }],
    }));
    expect(kept.weights).toEqual([{ date: '2024-01-03', weight: 81 }]);
    expect(kept.foods).toEqual([food]);
    expect(kept.skipped).toBe(5);
  });
});
