import { describe, expect, it } from 'vitest';
import { planName } from './meal-plan-words.ts';

const averages = (calories: number) => ({ calories, protein: 100, carbs: 200, fats: 70 });

describe('plan names', () => {
  it('names a plan from its diet, length and daily energy', () => {
    expect(planName({ days: 7, restrictions: ['vegetarian'], cuisines: [], dailyAverages: averages(2104) })).toBe('Vegetarian week · 2,100 kcal');
    expect(planName({ days: 14, restrictions: ['keto', 'dairy-free'], cuisines: ['Italian'], dailyAverages: averages(1796) })).toBe('Keto dairy-free fortnight · 1,800 kcal');
    expect(planName({ days: 5, restrictions: [], cuisines: ['Mediterranean'], dailyAverages: averages(2450) })).toBe('Mediterranean 5 days · 2,450 kcal');
    expect(planName({ days: 1, restrictions: ['nut-free'], cuisines: ['Thai', 'Indian'], dailyAverages: averages(1990) })).toBe('Balanced day · 1,990 kcal');
  });
});
