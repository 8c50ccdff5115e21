import { describe, expect, it } from 'vitest';
import { calorieGoal, macroCards } from './macro-cards.ts';

const targets = { calories: 1800, protein: 120, carbs: 200, fats: 60 };

describe('macroCards', () => {
  it("pairs the day totals with the day's targets", () => {
    const cards = macroCards(targets, { calories: 900, protein: 150, carbs: 50, fats: 0 });
    expect(cards.map((c) => [c.key, c.consumed, c.value, c.percent])).toEqual([
      ['calories', 900, 1800, 50],
      ['protein', 150, 120, 100],
      ['carbs', 50, 200, 25],
      ['fats', 0, 60, 0],
    ]);
  });

  it('counts missing totals as 0', () => {
    expect(macroCards(targets, undefined).map((c) => c.consumed)).toEqual([0, 0, 0, 0]);
  });
});

describe('calorieGoal', () => {
  it('reports what is left until 98%', () => {
    expect(calorieGoal(1200, 2000)).toEqual({ percent: 60, reached: false, remaining: 800 });
    expect(calorieGoal(0, 2500).remaining).toBe(2500);
    expect(calorieGoal(1959, 2000).reached).toBe(false);
  });

  it('is reached from 98% on, capped at 100%', () => {
    expect(calorieGoal(1960, 2000)).toEqual({ percent: 98, reached: true, remaining: 40 });
    expect(calorieGoal(2600, 2000)).toEqual({ percent: 100, reached: true, remaining: 0 });
  });
});
