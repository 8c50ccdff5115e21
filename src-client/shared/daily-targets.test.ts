import { describe, expect, it } from 'vitest';
import { dailyTargetsOf } from './daily-targets.ts';

describe('dailyTargetsOf', () => {
  it("lists the server's targets for the day, exercise included, in order", () => {
    const targets = dailyTargetsOf({ calories: 2140 + 220, protein: 124, carbs: 203, fats: 55 });
    expect(targets.map((t) => [t.label, t.value, t.unit])).toEqual([
      ['Calories', 2360, 'kcal'],
      ['Protein', 124, 'g'],
      ['Carbs', 203, 'g'],
      ['Fats', 55, 'g'],
    ]);
  });
});
