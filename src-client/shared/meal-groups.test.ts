import { describe, expect, it } from 'vitest';
import { groupByMeal, MEAL_SECTION_LABELS, type LoggedEntry } from './meal-groups.ts';

const entry = (id: number, mealType: LoggedEntry['mealType'], calories: number, createdAt: string): LoggedEntry => ({
  id,
  mealType,
  calories,
  protein: 1.25,
  carbs: 2,
  fats: 0.5,
  createdAt,
});

describe('groupByMeal', () => {
  it('groups in meal order, oldest first, with rounded totals', () => {
    const groups = groupByMeal([
      entry(3, 'dinner', 500, '2026-01-01T19:00:00Z'),
      entry(2, 'breakfast', 120.4, '2026-01-01T08:30:00Z'),
      entry(1, 'breakfast', 200, '2026-01-01T08:00:00Z'),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
    expect(groups[0]!.entries.map((e) => e.id)).toEqual([1, 2]);
    expect(groups[0]!.totals).toEqual({ calories: 320, protein: 2.5, carbs: 4, fats: 1 });
    expect(groups[1]!.entries).toEqual([]);
    expect(groups[1]!.totals.calories).toBe(0);
  });

  it('uses the given labels', () => {
    expect(groupByMeal([], MEAL_SECTION_LABELS).map((g) => g.label)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snacks']);
  });
});
