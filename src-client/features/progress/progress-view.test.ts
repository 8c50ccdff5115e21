import { describe, expect, it } from 'vitest';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { formatterFor } from '../../i18n/format.ts';
import { achievementKey, parseProgressSearch, statCards, streakRingPercent, weightSeries } from './progress-view.ts';

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
    expect(statCards(summary, 'kg')).toEqual([
      { key: 'streak', value: 1 },
      { key: 'meals', value: 1234 },
      { key: 'weight', value: -1.4 },
      { key: 'calories', value: 1850 },
    ]);
  });

  it('shows the weight change in pounds for a pounds user, and none without weigh-ins', () => {
    expect(statCards(summary, 'lb')[2]).toEqual({ key: 'weight', value: -3.1 });
    const none = { ...summary, weight: { ...summary.weight, totalChange: null } };
    expect(statCards(none, 'kg')[2]).toEqual({ key: 'weight', value: null });
  });
});

describe('helpers', () => {
  it('fills the streak ring out of 30 days', () => {
    expect(streakRingPercent(0)).toBe(0);
    expect(streakRingPercent(15)).toBe(50);
    expect(streakRingPercent(45)).toBe(100);
  });

  it('names the known achievements', () => {
    expect(achievementKey('century-club')).toBe('centuryClub');
    expect(achievementKey('toString')).toBeNull();
  });

  it('orders weigh-ins oldest first for the chart', () => {
    const short = (day: string) => formatterFor('en-US').day(day, { month: 'short', day: 'numeric' });
    expect(weightSeries([{ date: '2025-01-09', weight: 78.6 }, { date: '2025-01-02', weight: 80 }], 'lb', short)).toEqual([
      { date: 'Jan 2', weight: 176.4 },
      { date: 'Jan 9', weight: 173.3 },
    ]);
  });

  it('reads the tab from the search', () => {
    expect(parseProgressSearch({ tab: 'weight' })).toEqual({ tab: 'weight' });
    expect(parseProgressSearch({ tab: 'nope' })).toEqual({});
  });
});
