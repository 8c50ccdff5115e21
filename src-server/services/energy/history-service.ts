import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { intakeHistory, targetOn } from '../../../src/domain/intake-history.ts';
import { DASHBOARD_DEFAULT_TARGETS } from '../../../src/domain/targets.ts';
import type { HistoryDto } from '../../../src/schemas/energy.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { caloriesPerDay, listTargetChanges } from '../../repositories/energy.ts';

/** Calories per day against the target in force that day, with weekly averages. */
export async function history(db: Database, user: UserRow, days: number): Promise<HistoryDto> {
  const today = dayIn(user.time_zone);
  const [logged, changes] = await Promise.all([caloriesPerDay(db, user.id, addDays(today, -(days - 1)), today), listTargetChanges(db, user.id)]);
  const current = user.daily_calories ?? DASHBOARD_DEFAULT_TARGETS.calories;
  const list = changes.map((c) => ({ date: c.date, calories: c.calories, previous: c.previous_calories }));
  return intakeHistory(days, today, new Map(logged.map((l) => [l.date, l.calories])), (day) => targetOn(list, day, current));
}
