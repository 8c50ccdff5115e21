import { addDays, dayIn } from '../../../src/domain/dates.ts';
import { intakeHistory } from '../../../src/domain/intake-history.ts';
import type { HistoryDto } from '../../../src/schemas/energy.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { caloriesPerDay } from '../../repositories/energy.ts';
import { targetsForDays } from '../targets/day-targets.ts';

/** Calories per day against the target in force that day (decision 099), with weekly averages. */
export async function history(db: Database, user: UserRow, days: number): Promise<HistoryDto> {
  const today = dayIn(user.time_zone);
  const from = addDays(today, -(days - 1));
  const [logged, targets] = await Promise.all([caloriesPerDay(db, user.id, from, today), targetsForDays(db, user, from, today)]);
  return intakeHistory(days, today, new Map(logged.map((l) => [l.date, l.calories])), (day) => targets.get(day)!.calories);
}
