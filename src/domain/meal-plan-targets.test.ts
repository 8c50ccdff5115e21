import { describe, expect, it } from 'vitest';
import { cuisineMatches, overBudget } from './meal-plan-filters.ts';
import { daysFromDuration, durationText, planDifficulty, planTargets } from './meal-plan-targets.ts';

describe('plan targets', () => {
  it("plans for the user's targets, else the one fallback every screen uses", () => {
    expect(planTargets(null)).toEqual({ calories: 2000, protein: 150, carbs: 200, fats: 70, source: 'default' });
    expect(planTargets({ calories: 2140, protein: 147, carbs: 241, fats: 65 })).toEqual({ calories: 2140, protein: 147, carbs: 241, fats: 65, source: 'profile' });
  });

  it('caps carbs for keto, low-carb and paleo and gives the energy to fat', () => {
    const profile = { calories: 2000, protein: 138, carbs: 225, fats: 61 };
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
