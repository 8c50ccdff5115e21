import { scaleAmounts, type NutrientAmounts } from '../../../src/domain/micronutrients.ts';
import { roundNutrition, scaleNutrition, sumMacros } from '../../../src/domain/nutrition.ts';
import { scaleQuantityText } from '../../../src/domain/quantity-scale.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { CreateSavedMealInput, LogSavedMealInput, RenameSavedMealInput, SavedMealDto } from '../../../src/schemas/saved-meal.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { insertFoodLogs, listMealFoodLogs } from '../../repositories/food-logs.ts';
import {
  deleteOwnSavedMeal,
  existingFoodIds,
  findOwnSavedMeal,
  insertSavedMeal,
  listSavedMeals,
  renameOwnSavedMeal,
  type SavedItemValues,
  type SavedMealRecord,
} from '../../repositories/saved-meals.ts';
import { checkAmountText, checkEntrySize } from '../food-log/entry-checks.ts';
import { toFoodLogDto } from '../food-log/food-log-dto.ts';

const MAX_ITEMS = 100;

const notFound = () => new AppError('NOT_FOUND', 'savedMealNotFound');

function toDto(meal: SavedMealRecord): SavedMealDto {
  const items = meal.items.map((v, i) => ({
    item: i + 1,
    foodName: v.food_name,
    quantity: v.quantity,
    calories: v.calories,
    protein: v.protein,
    carbs: v.carbs,
    fats: v.fats,
    foodId: v.food_id,
  }));
  return { id: meal.id, name: meal.name, createdAt: new Date(meal.created_at).toISOString(), items, totals: sumMacros(items) };
}

/** Saves what is logged in one meal on one day under a name. */
export async function saveMeal(db: Database, user: UserRow, input: CreateSavedMealInput): Promise<SavedMealDto> {
  const rows = await listMealFoodLogs(db, user.id, input.date, input.mealType);
  if (rows.length === 0) throw fieldError('BAD_REQUEST', 'mealType', 'savedMealEmpty');
  if (rows.length > MAX_ITEMS) throw fieldError('BAD_REQUEST', 'mealType', 'savedMealTooManyItems', { max: MAX_ITEMS });
  const items = rows.map(({ id: _id, created_at: _created, user_id: _user, date: _date, meal_type: _meal, nutrients, client_id: _client, ...values }) => ({
    ...values,
    nutrients: JSON.stringify(nutrients),
  }));
  return toDto(await insertSavedMeal(db, user.id, input.name, items));
}

export async function savedMeals(db: Database, user: UserRow): Promise<SavedMealDto[]> {
  return (await listSavedMeals(db, user.id)).map(toDto);
}

export async function renameMeal(db: Database, user: UserRow, input: RenameSavedMealInput): Promise<SavedMealDto> {
  const meal = await renameOwnSavedMeal(db, user.id, input.id, input.name);
  if (!meal) throw notFound();
  return toDto(meal);
}

export async function removeMeal(db: Database, user: UserRow, id: number): Promise<{ success: true; id: number }> {
  if (!(await deleteOwnSavedMeal(db, user.id, id))) throw notFound();
  return { success: true, id };
}

/** Servings per item (1 unless given); an item asked for that the meal does not have is refused. */
function servingsByItem(meal: SavedMealRecord, asked: LogSavedMealInput['items']): number[] {
  const servings = meal.items.map(() => 1);
  asked?.forEach(({ item, servings: s }, i) => {
    if (item > meal.items.length) throw fieldError('BAD_REQUEST', `items.${i}.item`, 'savedMealNoSuchItem');
    servings[item - 1] = s;
  });
  return servings;
}

function scaled(v: SavedItemValues, servings: number): SavedItemValues {
  if (servings === 1) return v;
  const n = roundNutrition(scaleNutrition(v, servings));
  const nutrients = v.nutrients ? JSON.stringify(scaleAmounts(JSON.parse(v.nutrients) as NutrientAmounts, servings)) : v.nutrients;
  return { ...v, ...n, fiber: n.fiber ?? null, sugar: n.sugar ?? null, sodium: n.sodium ?? null, nutrients, quantity: scaleQuantityText(v.quantity, servings) };
}

/** Logs a saved meal in one go, each item times its servings; items whose food was deleted since keep their numbers. */
export async function logSavedMeal(db: Database, user: UserRow, input: LogSavedMealInput): Promise<{ entries: FoodLogDto[] }> {
  const meal = await findOwnSavedMeal(db, user.id, input.id);
  if (!meal) throw notFound();
  const servings = servingsByItem(meal, input.items);
  const chosen = meal.items.map((v, i) => ({ v, servings: servings[i]! })).filter((c) => c.servings > 0);
  if (chosen.length === 0) throw fieldError('BAD_REQUEST', 'items', 'savedMealChooseItem');
  const foods = await existingFoodIds(db, chosen.flatMap((c) => (c.v.food_id === null ? [] : [c.v.food_id])));
  const rows = chosen.map(({ v, servings: s }) => ({
    ...scaled(v, s),
    food_id: v.food_id !== null && foods.has(v.food_id) ? v.food_id : null,
    user_id: user.id,
    date: input.date,
    meal_type: input.mealType,
    client_id: null,
  }));
  for (const row of rows) {
    checkEntrySize('items', row);
    checkAmountText('items', row.quantity);
  }
  return { entries: (await insertFoodLogs(db, rows)).map(toFoodLogDto) };
}
