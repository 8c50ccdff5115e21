import { describe, expect, it } from 'vitest';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { formatDay, parseProgressSearch, signed, statCards, streakRingPercent, weightSeries } from './progress-view.ts';

const summary: ProgressSummaryDto = {
  today: '2025-01-10',
  currentStreak: 1,
  longestStreak: 4,
  mealsLogged: 1234,
  daysLoggedThisMonth: 5,
  daysLoggedLast30: 9,
  consistencyRate: 30,
  averageCalories: 1850,
  weight: { current: 78.6, weighIns: 2, recentChange: -1.4, weeklyChange: null, totalChange: -1.4, trend: 'down' },
  achievements: [],
  recentAchievements: [],
};

describe('statCards', () => {
  it('shows streak, meals, weight change and average calories', () => {
    expect(statCards(summary, 'kg').map(({ label, value, unit }) => [label, value, unit])).toEqual([
      ['Current Streak', '1', 'day'],
      ['Foods Logged', '1,234', 'meals'],
      ['Weight Change', '-1.4', 'kg'],
      ['Avg. Calories', '1,850', 'kcal'],
    ]);
  });

  it('shows the weight change in pounds for a pounds user, and a dash without weigh-ins', () => {
    expect(statCards(summary, 'lb')[2]).toMatchObject({ value: '-3.1', unit: 'lbs' });
    const none = { ...summary, weight: { ...summary.weight, totalChange: null } };
    expect(statCards(none, 'kg')[2]).toMatchObject({ value: '–', unit: 'no weigh-ins' });
  });
});

describe('helpers', () => {
  it('signs numbers', () => {
    expect(signed(1.5)).toBe('+1.5');
    expect(signed(-2)).toBe('-2');
    expect(signed(0)).toBe('0');
  });

  it('fills the streak ring out of 30 days', () => {
    expect(streakRingPercent(0)).toBe(0);
    expect(streakRingPercent(15)).toBe(50);
    expect(streakRingPercent(45)).toBe(100);
  });

  it('formats stored days without shifting them', () => {
    expect(formatDay('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDay('2025-12-31', false)).toBe('Dec 31');
  });

  it('orders weigh-ins oldest first for the chart', () => {
    expect(weightSeries([{ date: '2025-01-09', weight: 78.6 }, { date: '2025-01-02', weight: 80 }], 'lb')).toEqual([
      { date: 'Jan 2', weight: 176.4 },
      { date: 'Jan 9', weight: 173.3 },
    ]);
  });

  it('reads the tab from the search', () => {
    expect(parseProgressSearch({ tab: 'weight' })).toEqual({ tab: 'weight' });
    expect(parseProgressSearch({ tab: 'nope' })).toEqual({});
  });
});
