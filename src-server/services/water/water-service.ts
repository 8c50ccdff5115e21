import { toMl, waterTargetMl } from '../../../src/domain/activity.ts';
import { dayIn } from '../../../src/domain/dates.ts';
import type { WaterDayDto } from '../../../src/schemas/water.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { updateUserSettings } from '../../repositories/energy.ts';
import { deleteOwnWaterLog, insertWaterLog, waterLogsOn } from '../../repositories/water-logs.ts';
import { bodyWeight } from '../energy/body-weight.ts';
import { dayOfEntry } from '../energy/day-of-entry.ts';

const entryDto = (r: { id: number; date: string; ml: number; client_id: string | null; created_at: Date }) => ({ id: r.id, date: r.date, ml: r.ml, clientId: r.client_id, createdAt: new Date(r.created_at).toISOString() });

/** A day's water: entries, total and the target (the user's own, else 35 ml per kg). */
export async function waterDay(db: Database, user: UserRow, date = dayIn(user.time_zone)): Promise<WaterDayDto> {
  const [entries, weight] = await Promise.all([waterLogsOn(db, user.id, date), user.water_target_ml === null ? bodyWeight(db, user) : Promise.resolve(0)]);
  return {
    date,
    entries: entries.map(entryDto),
    totalMl: entries.reduce((sum, e) => sum + e.ml, 0),
    targetMl: user.water_target_ml ?? waterTargetMl(weight),
    targetSetByUser: user.water_target_ml !== null,
  };
}

export async function addWater(db: Database, user: UserRow, input: { date?: string | undefined; amount: number; unit: 'ml' | 'fl_oz'; clientId?: string | undefined }): Promise<WaterDayDto> {
  const row = await insertWaterLog(db, user.id, dayOfEntry(user, input.date), Math.max(1, toMl(input.amount, input.unit)), input.clientId ?? null);
  // The stored row's day: a repeated send answers with the day the first send wrote to.
  return waterDay(db, user, row.date);
}

export async function removeWater(db: Database, user: UserRow, id: number): Promise<void> {
  if (!(await deleteOwnWaterLog(db, user.id, id))) throw new AppError('NOT_FOUND', 'waterEntryNotFound');
}

export async function setWaterTarget(db: Database, user: UserRow, targetMl: number | null): Promise<WaterDayDto> {
  await updateUserSettings(db, user.id, { water_target_ml: targetMl });
  return waterDay(db, { ...user, water_target_ml: targetMl });
}
