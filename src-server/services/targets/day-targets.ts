import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { dayTargets as dayTargetsOf, FALLBACK_TARGETS, targetInForce, type MacroTargets, type TargetChangeRow, type TargetSource } from '../../../src/domain/day-targets.ts';
import type { DayTargetsDto } from '../../../src/schemas/targets.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { exerciseCaloriesBetween, targetChangesAround } from '../../repositories/day-targets.ts';

/** The targets stored on the user, or null before onboarding. */
export function storedTargets(user: UserRow): MacroTargets | null {
  const { daily_calories: calories, daily_protein: protein, daily_carbs: carbs, daily_fats: fats } = user;
  return calories == null || protein == null || carbs == null || fats == null ? null : { calories, protein, carbs, fats };
}

/** The stored targets before exercise, or the one fallback (what the check-in would change). */
export const baseTargets = (user: UserRow): MacroTargets => storedTargets(user) ?? FALLBACK_TARGETS;

export const storedSource = (user: UserRow): TargetSource => (user.target_source === 'check-in' || user.target_source === 'manual' ? user.target_source : 'formula');

type Change = TargetChangeRow & { source: string };

/**
 * One day's targets: today and later days the targets stored now; a past day the ones in force then
 * (the target history), of the kind its history row records.
 */
function targetsOn(user: UserRow, today: string, day: string, changes: readonly Change[], exercise: number): DayTargetsDto {
  const addsToBudget = user.exercise_adds_to_budget;
  if (day >= today) return dayTargetsOf(storedTargets(user), storedSource(user), { calories: exercise, addsToBudget });
  const row = changes.findLast((c) => c.date <= day) ?? changes[0];
  const source: TargetSource = !row ? storedSource(user) : row.source === 'check-in' ? 'check-in' : 'formula';
  return dayTargetsOf(targetInForce(changes, day, storedTargets(user)), source, { calories: exercise, addsToBudget });
}

/**
 * The day's calorie and macro targets (decision 099), the only place they are worked out: every
 * screen, the coach, the weekly summary, plans, exports and the MCP tools read them from here.
 */
export async function dayTargets(db: Database, user: UserRow, date = dayIn(user.time_zone)): Promise<DayTargetsDto> {
  const today = dayIn(user.time_zone);
  const [changes, exercise] = await Promise.all([
    date >= today ? [] : targetChangesAround(db, user.id, date),
    user.exercise_adds_to_budget ? exerciseCaloriesBetween(db, user.id, date, date) : new Map<string, number>(),
  ]);
  return targetsOn(user, today, date, changes, exercise.get(date) ?? 0);
}

/** Each day's targets from `from` to `to`, as `dayTargets` gives them one by one. */
export async function targetsForDays(db: Database, user: UserRow, from: string, to: string): Promise<Map<string, DayTargetsDto>> {
  const today = dayIn(user.time_zone);
  const [changes, exercise] = await Promise.all([
    from >= today ? [] : targetChangesAround(db, user.id, from, to),
    user.exercise_adds_to_budget ? exerciseCaloriesBetween(db, user.id, from, to) : new Map<string, number>(),
  ]);
  const days = new Map<string, DayTargetsDto>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, targetsOn(user, today, day, changes, exercise.get(day) ?? 0));
  return days;
}

/** The targets of each of these days (once each, oldest first): the export gives every logged day's. */
export async function targetsForDates(db: Database, user: UserRow, dates: readonly string[]): Promise<(DayTargetsDto & { date: string })[]> {
  const days = [...new Set(dates)].sort();
  if (days.length === 0) return [];
  const targets = await targetsForDays(db, user, days[0]!, days.at(-1)!);
  return days.map((date) => ({ date, ...targets.get(date)! }));
}
