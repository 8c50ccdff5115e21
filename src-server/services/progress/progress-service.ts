import { achievements, recentlyUnlocked } from '../../../src/domain/achievements.ts';
import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { consistencyRate, currentStreak, daysThisMonth, STREAK_WINDOW_DAYS, weightTrend } from '../../../src/domain/progress.ts';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { averageDailyCalories, loggedDaysBetween, mealFacts, streakFacts, weightFacts } from '../../repositories/progress.ts';

const change = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round((a - b) * 10) / 10);

/**
 * The progress dashboard's numbers, computed by the database: only the last two months of distinct
 * logged days and a handful of aggregates leave it, however long the history.
 */
export async function progressSummary(db: Database, user: UserRow, now = new Date()): Promise<ProgressSummaryDto> {
  const today = dayIn(user.time_zone, now);
  const windowStart = addDays(today, -2 * STREAK_WINDOW_DAYS - 1);
  const [recentDays, meals, runs, avgCalories, weights] = await Promise.all([
    loggedDaysBetween(db, user.id, windowStart, today),
    mealFacts(db, user.id, today),
    streakFacts(db, user.id, today),
    averageDailyCalories(db, user.id, addDays(today, -STREAK_WINDOW_DAYS), today),
    weightFacts(db, user.id, addDays(today, -7)),
  ]);
  const logged = new Set(recentDays);
  const list = achievements({
    firstMealOn: meals.first_on,
    hundredthMealOn: meals.hundredth_on,
    firstWeightOn: weights.first_on,
    fifthWeightOn: weights.fifth_on,
    weekStreakOn: runs.week_on,
    monthStreakOn: runs.month_on,
  });
  const consistency = consistencyRate(logged, today);
  return {
    today,
    currentStreak: currentStreak(logged, today),
    longestStreak: runs.longest ?? 0,
    mealsLogged: meals.meals,
    daysLoggedThisMonth: daysThisMonth(recentDays, today),
    daysLoggedLast30: Math.round((consistency * STREAK_WINDOW_DAYS) / 100),
    consistencyRate: consistency,
    averageCalories: Math.round(avgCalories),
    weight: {
      current: weights.latest,
      weighIns: weights.count,
      recentChange: change(weights.latest, weights.previous),
      weeklyChange: change(weights.latest, weights.week_ago),
      totalChange: change(weights.latest, weights.first),
      trend: weightTrend(change(weights.latest, weights.previous)),
    },
    achievements: list,
    recentAchievements: recentlyUnlocked(list),
  };
}
