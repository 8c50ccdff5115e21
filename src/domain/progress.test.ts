import { describe, expect, it } from 'vitest';
import { daysBack } from './dates.ts';
import { achievements, recentlyUnlocked } from './achievements.ts';
import { consistencyRate, currentStreak, daysThisMonth, firstRunCompleted, goalPace, monthChange, runsOf, steadyBandKg, weightTrend } from './progress.ts';

const set = (days: string[]) => new Set(days);

describe('currentStreak', () => {
  it('counts back from today and stops at the first day without a log', () => {
    expect(currentStreak(set(['2026-11-22', '2026-11-21', '2026-11-20', '2026-11-18']), '2026-11-22')).toBe(3);
  });

  it('keeps the streak while today has no log yet, and breaks it after a missed day', () => {
    expect(currentStreak(set(['2026-11-21', '2026-11-20']), '2026-11-22')).toBe(2);
    expect(currentStreak(set(['2026-11-20', '2026-11-19']), '2026-11-22')).toBe(0);
  });

  it('is capped at 30 days and crosses month and year ends', () => {
    expect(currentStreak(set(daysBack('2026-11-22', 45)), '2026-11-22')).toBe(30);
    expect(currentStreak(set(['2026-01-01', '2025-12-31', '2025-12-30']), '2026-01-01')).toBe(3);
    expect(currentStreak(set(['2024-03-01', '2024-02-29', '2024-02-28']), '2024-03-01')).toBe(3);
  });

  it("follows the user's calendar day: the same logs give different streaks on either side of midnight", () => {
    const logs = set(['2026-11-21']);
    expect(currentStreak(logs, '2026-11-21')).toBe(1);
    expect(currentStreak(logs, '2026-11-22')).toBe(1);
    expect(currentStreak(logs, '2026-11-23')).toBe(0);
  });
});

describe('consistency and month', () => {
  it('is days logged in the last 30 over 30, today included', () => {
    expect(consistencyRate(set(daysBack('2026-11-22', 15)), '2026-11-22')).toBe(50);
    expect(consistencyRate(set(['2026-10-23']), '2026-11-22')).toBe(0);
    expect(consistencyRate(set(['2026-10-24']), '2026-11-22')).toBe(3);
  });

  it('counts logged days in the current month only', () => {
    expect(daysThisMonth(['2026-11-01', '2026-11-22', '2026-10-31'], '2026-11-22')).toBe(2);
  });
});

describe('runs', () => {
  it('finds runs of consecutive days and when a length was first reached', () => {
    const runs = runsOf(['2026-01-01', '2026-01-02', '2026-01-04', ...daysBack('2026-02-07', 7).reverse()]);
    expect(runs).toEqual([{ start: '2026-01-01', length: 2 }, { start: '2026-01-04', length: 1 }, { start: '2026-02-01', length: 7 }]);
    expect(firstRunCompleted(runs, 7)).toBe('2026-02-07');
    expect(firstRunCompleted(runs, 30)).toBeNull();
  });
});

describe('weightTrend', () => {
  it('is neutral within half a kilogram', () => {
    expect(weightTrend(0.5)).toBe('neutral');
    expect(weightTrend(-0.51)).toBe('down');
    expect(weightTrend(1)).toBe('up');
    expect(weightTrend(null)).toBe('neutral');
  });
});

describe('achievements', () => {
  const none = { firstMealOn: null, hundredthMealOn: null, firstWeightOn: null, fifthWeightOn: null, weekStreakOn: null, monthStreakOn: null };

  it('lists the six with their rarity, all locked at first', () => {
    const list = achievements(none);
    expect(list.map((a) => [a.name, a.rarity, a.unlocked])).toEqual([
      ['Getting Started', 'common', false],
      ['Week Warrior', 'rare', false],
      ['Century Club', 'epic', false],
      ['Consistency King', 'legendary', false],
      ['Goal Setter', 'common', false],
      ['Progress Tracker', 'rare', false],
    ]);
  });

  it('shows up to four recently unlocked, newest first', () => {
    const list = achievements({ ...none, firstMealOn: '2026-01-01', weekStreakOn: '2026-01-07', firstWeightOn: '2026-01-03', fifthWeightOn: '2026-02-01', hundredthMealOn: '2026-03-01' });
    expect(recentlyUnlocked(list).map((a) => a.name)).toEqual(['Century Club', 'Progress Tracker', 'Week Warrior', 'Goal Setter']);
  });
});

describe('this month', () => {
  const logs = [
    { date: '2026-11-28', weight: 78.6 },
    { date: '2026-11-20', weight: 79.1 },
    { date: '2026-11-03', weight: 79.8 },
    { date: '2026-10-30', weight: 80 },
  ];

  it('compares the latest weigh-in with the last one before the month began', () => {
    expect(monthChange(logs, '2026-11-29')).toEqual({ change: -1.4, days: 29 });
  });

  it('starts from the month’s first weigh-in when there is none before', () => {
    expect(monthChange(logs.slice(0, 3), '2026-11-29')).toEqual({ change: -1.2, days: 25 });
  });

  it('has no change without two weigh-ins or without one this month', () => {
    expect(monthChange(logs.slice(0, 1), '2026-11-29').change).toBeNull();
    expect(monthChange(logs, '2026-12-02').change).toBeNull();
  });
});

describe('steady against the goal rate', () => {
  it('is a quarter of the rate over the time, a week at least', () => {
    expect(steadyBandKg(7, 0.5)).toBe(0.125);
    expect(steadyBandKg(2, 0.5)).toBe(0.125);
    expect(steadyBandKg(28, 0.5)).toBe(0.5);
    expect(steadyBandKg(7, 0.1)).toBe(0.1);
    expect(steadyBandKg(7, null)).toBe(0.125);
  });

  it('does not call half a kilo in a week steady at a half-kilo goal', () => {
    expect(weightTrend(-0.5, steadyBandKg(7, 0.5))).toBe('down');
    expect(weightTrend(-0.1, steadyBandKg(7, 0.5))).toBe('neutral');
  });

  it('names the pace against the goal', () => {
    const lose = { direction: -1 as const, weeklyRateKg: 0.5 };
    expect(goalPace(-0.5, 7, lose)).toBe('on-rate');
    expect(goalPace(-0.45, 6, lose)).toBe('on-rate');
    expect(goalPace(-1, 7, lose)).toBe('faster');
    expect(goalPace(-0.3, 7, lose)).toBe('slower');
    expect(goalPace(0.1, 7, lose)).toBe('steady');
    expect(goalPace(0.5, 7, lose)).toBe('away');
    expect(goalPace(-0.5, 7, { direction: 0, weeklyRateKg: null })).toBe('no-goal');
  });
});
