import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { QuickAddInput } from '../../../src/schemas/food-log-changes.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { logFood } from './food-log-service.ts';

export const QUICK_ADD_LABEL = 'Quick add';

/** An entry with no food: the calories and macros as typed, one serving. */
export function quickAdd(db: Database, user: UserRow, input: QuickAddInput): Promise<FoodLogDto> {
  return logFood(db, user, {
    date: input.date,
    mealType: input.mealType,
    foodName: input.label || QUICK_ADD_LABEL,
    quantity: '1 serving',
    calories: input.calories,
    protein: input.protein ?? 0,
    carbs: input.carbs ?? 0,
    fats: input.fats ?? 0,
    dataType: 'local',
    clientId: input.clientId,
  });
}
