import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { dayTargets } from '../targets/day-targets.ts';

/** The day's calorie target as every screen shows it (the energy shares of added sugars and saturated fat read it). */
export async function dayCalories(db: Database, user: UserRow, date: string): Promise<number> {
  return (await dayTargets(db, user, date)).calories;
}
