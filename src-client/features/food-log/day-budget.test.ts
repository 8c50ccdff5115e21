import { describe, expect, it } from 'vitest';
import { dailyTargetsOf } from '../../shared/daily-targets.ts';
import { dayBudget } from './day-budget.ts';

describe('dayBudget', () => {
  const targets = dailyTargetsOf({ calories: 2000, protein: 120, carbs: 200, fats: 70 });

  it('gives what is left of each target, and what is over', () => {
    const lines = dayBudget({ calories: 2150, protein: 80.25, carbs: 200, fats: 10 }, targets);
    expect(lines.map((l) => [l.key, l.unit, l.left])).toEqual([['calories', 'kcal', -150], ['protein', 'g', 39.8], ['carbs', 'g', 0], ['fats', 'g', 60]]);
  });
});
