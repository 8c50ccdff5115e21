/**
 * The weekly check-in (decision 048): new daily targets from the expenditure estimate and the goal.
 * Calories are the estimate plus the energy of the weekly rate spread over seven days; the macros keep
 * the shares of energy the user's current targets give them (else the standard split).
 */
import { addDays } from './dates.ts';
import { KCAL_PER_KG } from './expenditure.ts';
import { KCAL_PER_GRAM } from './energy.ts';
import { MACRO_SPLIT, type DailyTargets } from './targets.ts';

export const CHECK_IN_EVERY_DAYS = 7;
/** The calorie targets a user may hold (issue 15): below 800 is not a diet to coach, above 6,000 a typo. */
export const CALORIE_TARGET_RANGE = { min: 800, max: 6000 } as const;
export const WEEKLY_RATE_RANGE = { min: 0.1, max: 1 } as const;

/** A check-in is due a week after the last one was answered, or at once if none was. */
export function checkInDue(lastCheckIn: string | null, today: string): boolean {
  return lastCheckIn === null || addDays(lastCheckIn, CHECK_IN_EVERY_DAYS) <= today;
}

function macroShares(current: Partial<DailyTargets>) {
  const { dailyProtein: p, dailyCarbs: c, dailyFats: f } = current;
  if (!p || !c || !f) return MACRO_SPLIT;
  const total = p * KCAL_PER_GRAM.protein + c * KCAL_PER_GRAM.carbs + f * KCAL_PER_GRAM.fats;
  return { protein: (p * KCAL_PER_GRAM.protein) / total, carbs: (c * KCAL_PER_GRAM.carbs) / total, fats: (f * KCAL_PER_GRAM.fats) / total };
}

export function proposeTargets(expenditure: number, direction: -1 | 0 | 1, weeklyRateKg: number, current: Partial<DailyTargets>): DailyTargets {
  const wanted = expenditure + (direction * weeklyRateKg * KCAL_PER_KG) / 7;
  const calories = Math.round(Math.min(CALORIE_TARGET_RANGE.max, Math.max(CALORIE_TARGET_RANGE.min, wanted)) / 10) * 10;
  const shares = macroShares(current);
  return {
    dailyCalories: calories,
    dailyProtein: Math.round((calories * shares.protein) / KCAL_PER_GRAM.protein),
    dailyCarbs: Math.round((calories * shares.carbs) / KCAL_PER_GRAM.carbs),
    dailyFats: Math.round((calories * shares.fats) / KCAL_PER_GRAM.fats),
  };
}
