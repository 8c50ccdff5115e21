import { describe, expect, it } from 'vitest';
import { basalMetabolicRate, computeTargets } from './targets.ts';

const base = { age: 30, height: 180, weight: 80, activityLevel: 'moderately_active', fitnessGoal: 'maintain_weight' };

describe('basalMetabolicRate', () => {
  it('adds 5 for men and subtracts 161 otherwise', () => {
    expect(basalMetabolicRate({ ...base, gender: 'male' })).toBe(1780);
    expect(basalMetabolicRate({ ...base, gender: 'female' })).toBe(1614);
    expect(basalMetabolicRate({ ...base, gender: 'other' })).toBe(1614);
  });
});

describe('computeTargets', () => {
  it('applies activity factor, goal factor and the 27.5/45/27.5 split', () => {
    expect(computeTargets({ ...base, gender: 'male' })).toEqual({
      dailyCalories: 2759, // 1780 * 1.55
      dailyProtein: 190, // 2759 * 0.275 / 4
      dailyCarbs: 310, // 2759 * 0.45 / 4
      dailyFats: 84, // 2759 * 0.275 / 9
    });
  });

  it('cuts 20% to lose fat and adds 10% to build muscle', () => {
    const lose = computeTargets({ ...base, gender: 'male', fitnessGoal: 'lose_fat' });
    const gain = computeTargets({ ...base, gender: 'male', fitnessGoal: 'build_muscle' });
    expect(lose.dailyCalories).toBe(Math.round(1780 * 1.55 * 0.8));
    expect(gain.dailyCalories).toBe(Math.round(1780 * 1.55 * 1.1));
  });

  it('falls back to 1.55 for an unknown activity level', () => {
    expect(computeTargets({ ...base, gender: 'male', activityLevel: 'couch' }).dailyCalories).toBe(2759);
    expect(computeTargets({ ...base, gender: 'male', activityLevel: 'sedentary' }).dailyCalories).toBe(2136);
  });
});
