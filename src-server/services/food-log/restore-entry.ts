import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { restoreOwnFoodLog } from '../../repositories/food-logs.ts';
import { toFoodLogDto } from './food-log-dto.ts';

/** "Undo" after removing an entry: the same entry, id and values, back in the log (within a day). */
export async function restoreLog(db: Database, user: UserRow, id: number): Promise<FoodLogDto> {
  const row = await restoreOwnFoodLog(db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'foodLogEntryNotFound');
  return toFoodLogDto(row);
}
