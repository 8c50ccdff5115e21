import { describe, expect, it } from 'vitest';
import { cuisineMatches, overBudget } from './meal-plan-filters.ts';
import { daysFromDuration, durationText, planDifficulty, planTargets } from './meal-plan-targets.ts';

const none = { dailyCalories: null, dailyProtein: null, dailyCarbs: null, dailyFats: null };

describe('plan targets', () => {
  it('falls back to the spec defaults (2000 kcal, 120 g protein, 200 g carbs, 70 g fats) field by field', () => {
    expect(planTargets(none)).toEqual({ calories: 2000, protein: 120, carbs: 200, fats: 70, source: 'default' });
    expect(planTargets({ ...none, dailyCalories: 2500, dailyProtein: 0 })).toEqual({ calories: 2500, protein: 120, carbs: 200, fats: 70, source: 'profile' });
  });

  it('caps carbs for keto, low-carb and paleo and gives the energy to fat', () => {
    const profile = { dailyCalories: 2000, dailyProtein: 138, dailyCarbs: 225, dailyFats: 61 };
    expect(planTargets(profile, ['keto'])).toMatchObject({ carbs: 50, fats: Math.round((2000 - 138 * 4 - 50 * 4) / 9) });
    expect(planTargets(profile, ['low-carb']).carbs).toBe(130);
    expect(planTargets(profile, ['paleo', 'keto']).carbs).toBe(50);
    expect(planTargets(profile, ['vegan'])).toMatchObject({ carbs: 225, fats: 61 });
  });
});

describe('plan labels', () => {
  it('words and parses durations as the saved-plans card does', () => {
    expect(durationText(7)).toBe('7 days');
    expect(durationText(1)).toBe('1 day');
    expect(daysFromDuration('14 days')).toBe(14);
    expect(daysFromDuration('one week')).toBe(7);
    expect(daysFromDuration(null)).toBe(7);
  });

  it('badges a plan with its most common difficulty, the harder on a tie, Medium when empty', () => {
    expect(planDifficulty(['easy', 'easy', 'medium'])).toBe('Easy');
    expect(planDifficulty(['easy', 'medium'])).toBe('Medium');
    expect(planDifficulty(['hard', 'hard', 'easy'])).toBe('Hard');
    expect(planDifficulty([])).toBe('Medium');
  });
});

describe('preferences that steer', () => {
  it('matches cuisines by name or family', () => {
    expect(cuisineMatches([], 'Thai')).toBe(true);
    expect(cuisineMatches(['Asian'], 'Thai')).toBe(true);
    expect(cuisineMatches(['mediterranean'], 'Greek')).toBe(true);
    expect(cuisineMatches(['Mexican'], 'Greek')).toBe(false);
  });

  it('counts price steps above the budget', () => {
    expect(overBudget('high', 'low')).toBe(2);
    expect(overBudget('medium', 'medium')).toBe(0);
    expect(overBudget('low', 'high')).toBe(0);
  });
});
