import type { CopyFoodLogsDto, CopyFoodLogsInput } from '../../../src/schemas/food-log-changes.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { insertFoodLogs, listMealFoodLogs } from '../../repositories/food-logs.ts';
import { toFoodLogDto } from './food-log-dto.ts';

/** More than any real day holds; a bound on what one request writes. */
const MAX_COPIED = 200;

/** Copies a meal or a whole day to another day (and meal): same foods, amounts and numbers. */
export async function copyEntries(db: Database, user: UserRow, input: CopyFoodLogsInput): Promise<CopyFoodLogsDto> {
  const rows = await listMealFoodLogs(db, user.id, input.fromDate, input.mealType);
  if (rows.length === 0) throw fieldError('BAD_REQUEST', 'fromDate', 'nothingToCopy');
  if (rows.length > MAX_COPIED) {
    throw fieldError('BAD_REQUEST', 'fromDate', 'tooManyToCopy', { max: MAX_COPIED });
  }
  const copies = rows.map(({ id: _id, created_at: _created, nutrients, ...values }) => ({
    ...values,
    nutrients: JSON.stringify(nutrients),
    // A copy is a new entry: the original's client id would make the insert answer with the original.
    client_id: null,
    date: input.toDate,
    meal_type: input.toMealType ?? values.meal_type,
  }));
  const entries = (await insertFoodLogs(db, copies)).map(toFoodLogDto);
  return { copied: entries.length, entries };
}
