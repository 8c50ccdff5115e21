import { dayIn } from '../../../src/domain/dates.ts';
import { sumMacros } from '../../../src/domain/nutrition.ts';
import {
  mealTypes,
  type CreateFoodLogInput,
  type DailyProgressDto,
  type FoodLogDto,
  type MealType,
} from '../../../src/schemas/food-log.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { dayTotals, deleteOwnFoodLog, insertFoodLog, listFoodLogs } from '../../repositories/food-logs.ts';
import { toFoodLogDto } from './food-log-dto.ts';
import { dayTargets } from '../targets/day-targets.ts';
import { entryNumbers, unknownFood } from './entry-nutrients.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';

const DATA_TYPE_NAMES = lookupTable<string>({ Foundation: 'foundation', 'SR Legacy': 'sr_legacy', Survey: 'survey', Branded: 'branded', Custom: 'custom' });

/** A caller may name only themselves in a path or body. */
export function assertSelf(user: UserRow, userId: string | undefined) {
  if (userId !== undefined && userId !== user.id) throw new AppError('FORBIDDEN', 'ownDataOnly');
}

export function today(user: UserRow): string {
  return dayIn(user.time_zone);
}

export async function logFood(db: Database, user: UserRow, input: CreateFoodLogInput): Promise<FoodLogDto> {
  assertSelf(user, input.userId);
  const n = await entryNumbers(db, user.id, input);
  const row = await insertFoodLog(db, {
    user_id: user.id,
    date: input.date,
    meal_type: input.mealType,
    food_name: input.foodName,
    quantity: input.quantity,
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fats: n.fats,
    fiber: n.fiber,
    sugar: n.sugar,
    sodium: n.sodium,
    fdc_id: input.fdcId ?? null,
    food_id: input.foodId ?? null,
    serving_size: input.servingSize ?? null,
    data_type: input.dataType ? (DATA_TYPE_NAMES[input.dataType] ?? input.dataType) : 'local',
    nutrients: JSON.stringify(n.nutrients),
    client_id: input.clientId ?? null,
  }).catch((error: unknown) => {
    // A food id the database does not know: made up, or the food was removed since the client saw it.
    if ((error as { constraint?: string }).constraint === 'food_logs_food_id_fkey') {
      throw unknownFood();
    }
    throw error;
  });
  return toFoodLogDto(row);
}

export async function listLogs(db: Database, user: UserRow, userId?: string, date?: string): Promise<FoodLogDto[]> {
  assertSelf(user, userId);
  return (await listFoodLogs(db, user.id, date)).map(toFoodLogDto);
}

export async function removeLog(db: Database, user: UserRow, id: number): Promise<void> {
  if (!(await deleteOwnFoodLog(db, user.id, id))) throw new AppError('NOT_FOUND', 'foodLogEntryNotFound');
}

export async function dailyProgress(db: Database, user: UserRow, date = today(user)): Promise<DailyProgressDto> {
  const [rows, targets] = await Promise.all([listFoodLogs(db, user.id, date), dayTargets(db, user, date)]);
  const entries = rows.map(toFoodLogDto).reverse();
  const meals = Object.fromEntries(mealTypes.map((m) => [m, [] as FoodLogDto[]])) as Record<MealType, FoodLogDto[]>;
  for (const entry of entries) meals[entry.mealType].push(entry);
  return { date, meals, macros: sumMacros(entries), targets };
}

export async function dailyTotals(db: Database, user: UserRow, userId: string, date = today(user)): Promise<MacroTotals & { date: string }> {
  assertSelf(user, userId);
  const totals = await dayTotals(db, user.id, date);
  return { date, ...sumMacros([{ calories: Number(totals.calories), protein: Number(totals.protein), carbs: Number(totals.carbs), fats: Number(totals.fats) }]) };
}
