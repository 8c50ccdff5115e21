import { describe, expect, it } from 'vitest';
import type { PlannedMeal } from '../schemas/meal-plan.ts';
import { dailyAverages, planDays, planTotals, targetWarnings } from './meal-plan-days.ts';

const meal = (day: number, mealType: PlannedMeal['mealType'], calories: number, protein = 30): PlannedMeal =>
  ({ day, mealType, type: mealType, name: `${mealType} ${day}`, calories, protein, carbs: 50, fats: 20 }) as PlannedMeal;

describe('plan days', () => {
  const meals = [meal(1, 'dinner', 700), meal(1, 'breakfast', 400), meal(1, 'lunch', 600), meal(1, 'snack', 300), meal(2, 'breakfast', 500), meal(2, 'lunch', 700), meal(2, 'dinner', 800, 10)];

  it('groups meals by day in meal order with totals, snack only when planned', () => {
    const days = planDays(meals, 2);
    expect(days.map((d) => d.day)).toEqual([1, 2]);
    expect(days[0]!.breakfast.calories).toBe(400);
    expect(days[0]!.snack?.calories).toBe(300);
    expect(days[1]).not.toHaveProperty('snack');
    expect(days[0]!.totals).toEqual({ calories: 2000, protein: 120, carbs: 200, fats: 80 });
    expect(planTotals(days)).toEqual({ calories: 4000, protein: 190, carbs: 350, fats: 140 });
    expect(dailyAverages(planTotals(days), 2)).toEqual({ calories: 2000, protein: 95, carbs: 175, fats: 70 });
  });

  it('leaves out a day without its three main meals', () => {
    expect(planDays([meal(1, 'breakfast', 400)], 1)).toEqual([]);
  });

  it('words the targets a day missed', () => {
    const warnings = targetWarnings(planDays(meals, 2), { calories: 2000, protein: 120, carbs: 175, fats: 70 });
    expect(warnings).toEqual([
      'Protein was more than 10% below target on day 2',
      'Carbs were more than 10% below target on day 2',
      'Carbs were more than 10% above target on day 1',
      'Fats were more than 10% below target on day 2',
      'Fats were more than 10% above target on day 1',
    ]);
    expect(targetWarnings(planDays(meals.slice(0, 4), 1), { calories: 2000, protein: 120, carbs: 200, fats: 80 })).toEqual([]);
  });
});
