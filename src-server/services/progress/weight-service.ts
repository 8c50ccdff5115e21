import { dayIn } from '../../../src/domain/dates.ts';
import type { WeightLogDto } from '../../../src/schemas/weight.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow, WeightLogsTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { AppError, fieldError } from '../../errors.ts';
import { deleteOwnWeightLog, insertWeightLog, listWeightLogs } from '../../repositories/weight-logs.ts';
import { assertSelf } from '../food-log/food-log-service.ts';
import { followLatestWeighIn } from '../users/profile-service.ts';

function toDto(row: Pick<Selectable<WeightLogsTable>, 'id' | 'user_id' | 'weight' | 'date' | 'created_at'>): WeightLogDto {
  return { id: row.id, userId: row.user_id, weight: row.weight, date: row.date, createdAt: new Date(row.created_at).toISOString() };
}

/** Records a weigh-in for a day (default: the user's today); future days are refused. */
export async function logWeight(db: Database, user: UserRow, input: { userId?: string | undefined; weight: number; date?: string | undefined; clientId?: string | undefined }): Promise<WeightLogDto> {
  assertSelf(user, input.userId);
  const today = dayIn(user.time_zone);
  const date = input.date ?? today;
  if (date > today) throw fieldError('BAD_REQUEST', 'date', 'futureWeighIn');
  return db.transaction().execute(async (trx) => {
    const row = await insertWeightLog(trx, user.id, input.weight, date, input.clientId ?? null);
    await followLatestWeighIn(trx, user.id);
    return toDto(row);
  });
}

export async function weightLogs(db: Database, user: UserRow, userId?: string): Promise<WeightLogDto[]> {
  assertSelf(user, userId);
  return (await listWeightLogs(db, user.id)).map(toDto);
}

export async function removeWeightLog(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteOwnWeightLog(trx, user.id, id))) throw new AppError('NOT_FOUND', 'weighInNotFound');
    await followLatestWeighIn(trx, user.id);
  });
}
