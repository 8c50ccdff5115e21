import { describe, expect, it } from 'vitest';
import { dailyTargetsOf } from './daily-targets.ts';

describe('dailyTargetsOf', () => {
  it("uses the user's targets", () => {
    const targets = dailyTargetsOf({ dailyCalories: 1800, dailyProtein: 124, dailyCarbs: 203, dailyFats: 55 });
    expect(targets.map((t) => [t.label, t.value, t.unit])).toEqual([
      ['Calories', 1800, 'kcal'],
      ['Protein', 124, 'g'],
      ['Carbs', 203, 'g'],
      ['Fats', 55, 'g'],
    ]);
  });

  it('falls back to the dashboard defaults', () => {
    const targets = dailyTargetsOf({ dailyCalories: null, dailyProtein: null, dailyCarbs: null, dailyFats: null });
    expect(targets.map((t) => t.value)).toEqual([2000, 150, 200, 70]);
  });
});
