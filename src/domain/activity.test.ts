import { describe, expect, it } from 'vitest';
import { exerciseCalories, toMl, waterTargetMl } from './activity.ts';
import { intakeHistory } from './intake-history.ts';

describe('exercise and water', () => {
  it('counts only the energy above rest: (MET − 1) × kg × hours', () => {
    // Running 6 mph (9.8 MET) for 30 minutes at 70 kg: 8.8 × 70 × 0.5.
    expect(exerciseCalories(9.8, 70, 30)).toBe(308);
    expect(exerciseCalories(1, 70, 600)).toBe(0);
  });

  it('sets water at 35 ml per kg and reads fluid ounces', () => {
    expect(waterTargetMl(70)).toBe(2450);
    expect(toMl(8, 'fl_oz')).toBe(237);
    expect(toMl(250, 'ml')).toBe(250);
  });
});

describe('intake history', () => {
  it('leaves unlogged days unknown and averages weeks over the logged days', () => {
    const logged = new Map([['2026-11-20', 1800], ['2026-11-22', 2200]]);
    const { days, weeks } = intakeHistory(7, '2026-11-23', logged, () => 2000);
    expect(days.map((d) => d.calories)).toEqual([null, null, null, 1800, null, 2200, null]);
    expect(weeks).toEqual([{ from: '2026-11-17', calories: 2000, target: 2000, loggedDays: 2 }]);
  });
});
