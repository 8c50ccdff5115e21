import { describe, expect, it } from 'vitest';
import { checkInDue, proposeTargets } from './check-in.ts';

describe('proposeTargets', () => {
  it('takes the weekly rate’s energy off the estimate to lose, and keeps the user’s macro shares', () => {
    // 0.5 kg a week is 550 kcal a day; 150 g protein, 200 g carbs, 70 g fat is 30/40/31.5% of 2,030 kcal.
    const t = proposeTargets(2600, -1, 0.5, { dailyCalories: 2030, dailyProtein: 150, dailyCarbs: 200, dailyFats: 70 });
    expect(t.dailyCalories).toBe(2050);
    expect(t.dailyProtein).toBe(Math.round((2050 * 600) / 2030 / 4));
    expect(t.dailyFats).toBe(Math.round((2050 * 630) / 2030 / 9));
  });

  it('adds the rate to gain, holds the estimate at the goal, and uses the standard split without targets', () => {
    expect(proposeTargets(2400, 1, 0.25, {}).dailyCalories).toBe(2680);
    expect(proposeTargets(2400, 0, 1, {})).toEqual({ dailyCalories: 2400, dailyProtein: 165, dailyCarbs: 270, dailyFats: 73 });
  });

  it('never proposes a target outside 800–6,000 kcal', () => {
    expect(proposeTargets(1400, -1, 1, {}).dailyCalories).toBe(800);
    expect(proposeTargets(5800, 1, 1, {}).dailyCalories).toBe(6000);
  });
});

describe('checkInDue', () => {
  it('is due at once, then a week after each answer', () => {
    expect(checkInDue(null, '2026-11-23')).toBe(true);
    expect(checkInDue('2026-11-17', '2026-11-23')).toBe(false);
    expect(checkInDue('2026-11-16', '2026-11-23')).toBe(true);
  });
});
