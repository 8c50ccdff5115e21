import { nutritionForGrams, roundNutrition, scaleNutrition } from '../../../src/domain/nutrition.ts';
import { resolvePortion } from '../../../src/domain/portion-engine.ts';
import { parsePortionText } from '../../../src/domain/portion-request.ts';
import type { EditPreviewDto, EditPreviewInput, FoodLogDto, UpdateFoodLogInput } from '../../../src/schemas/food-log.ts';
import type { Database } from '../../db/database.ts';
import type { FoodLogRow, UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { scaleAmounts } from '../../../src/domain/micronutrients.ts';
import { findOwnFoodLog, foodNutrientsPer100, updateOwnFoodLog } from '../../repositories/food-logs.ts';
import { findFoodRow } from '../../repositories/foods.ts';
import { otherNamesOf, per100gOf } from '../foods/food-result.ts';
import { checkEntrySize, checkUnitFits } from './entry-checks.ts';
import { toFoodLogDto } from './food-log-dto.ts';

type Changes = Parameters<typeof updateOwnFoodLog>[3];

const notFound = () => new AppError('NOT_FOUND', 'foodLogEntryNotFound');

/** Changes an entry's amount, meal or day; its numbers follow from its food when it has one (decision 043). */
export async function editEntry(db: Database, user: UserRow, input: UpdateFoodLogInput): Promise<FoodLogDto> {
  const entry = await findOwnFoodLog(db, user.id, input.id);
  if (!entry) throw notFound();
  const changes: Changes = {
    ...(await amountChanges(db, entry, input)),
    ...(input.mealType ? { meal_type: input.mealType } : {}),
    ...(input.date ? { date: input.date } : {}),
  };
  const row = await updateOwnFoodLog(db, user.id, input.id, changes);
  if (!row) throw notFound();
  return toFoodLogDto(row);
}

/** What an entry would hold with another amount, computed as a save computes it and refused as a save is; stores nothing. */
export async function previewEdit(db: Database, user: UserRow, input: EditPreviewInput): Promise<EditPreviewDto> {
  const entry = await findOwnFoodLog(db, user.id, input.id);
  if (!entry) throw notFound();
  const after = { ...entry, ...(await amountChanges(db, entry, input)) };
  return { quantity: after.quantity, calories: after.calories, protein: after.protein, carbs: after.carbs, fats: after.fats };
}

async function amountChanges(db: Database, entry: FoodLogRow, input: UpdateFoodLogInput): Promise<Changes> {
  const quantity = input.quantity !== undefined && input.quantity !== entry.quantity ? input.quantity : undefined;
  const food = entry.food_id !== null ? await findFoodRow(db, entry.food_id, entry.user_id) : null;
  if (food) {
    if (quantity === undefined) return {};
    const request = parsePortionText(quantity);
    if (!request) throw fieldError('BAD_REQUEST', 'quantity', 'quantityUnreadable');
    checkUnitFits('quantity', food.portions, request);
    const answer = resolvePortion(food.portions, request, food.name, otherNamesOf(food));
    const per100 = await foodNutrientsPer100(db, food.id);
    const { nutrients, ...numbers } = nutritionForGrams({ ...per100gOf(food), nutrients: per100?.nutrients ?? null }, answer.grams);
    checkEntrySize('quantity', { grams: answer.grams, calories: numbers.calories });
    return { quantity: answer.quantity.slice(0, 100), ...numbers, nutrients: per100?.nutrients ? nutrients : withCalories(entry, numbers.calories) };
  }
  if (hasNumbers(input)) {
    const numbers = givenNumbers(entry, input);
    return { ...(quantity ? { quantity } : {}), ...numbers, nutrients: input.nutrients ? scaleAmounts(input.nutrients, 1) : withCalories(entry, numbers.calories) };
  }
  if (quantity === undefined) return {};
  const ratio = amountRatio(entry.quantity, quantity);
  if (ratio === null) return { quantity };
  const scaled = roundNutrition(scaleNutrition(numbersOf(entry), ratio));
  checkEntrySize('quantity', scaled);
  return { quantity, ...scaled, nutrients: scaleAmounts(entry.nutrients, ratio) };
}

/** The entry's other nutrients when only its calories are known to change: they move with them. */
function withCalories(entry: FoodLogRow, calories: number) {
  return entry.calories > 0 ? scaleAmounts(entry.nutrients, calories / entry.calories) : entry.nutrients;
}

function hasNumbers(input: UpdateFoodLogInput): boolean {
  return [input.calories, input.protein, input.carbs, input.fats, input.fiber, input.sugar, input.sodium].some((v) => v !== undefined);
}

function numbersOf(row: FoodLogRow) {
  return { calories: row.calories, protein: row.protein, carbs: row.carbs, fats: row.fats, fiber: row.fiber, sugar: row.sugar, sodium: row.sodium };
}

/** Numbers typed for an entry with no food; the ones left out stay as they were. */
function givenNumbers(entry: FoodLogRow, input: UpdateFoodLogInput) {
  const n = roundNutrition({
    calories: input.calories ?? entry.calories,
    protein: input.protein ?? entry.protein,
    carbs: input.carbs ?? entry.carbs,
    fats: input.fats ?? entry.fats,
    fiber: input.fiber === undefined ? entry.fiber : input.fiber,
    sugar: input.sugar === undefined ? entry.sugar : input.sugar,
    sodium: input.sodium === undefined ? entry.sodium : input.sodium,
  });
  return { ...n, fiber: n.fiber ?? null, sugar: n.sugar ?? null, sodium: n.sodium ?? null };
}

/** '1 serving' → '2 servings' is ×2: the same unit and size with another amount. Null when they are not comparable. */
export function amountRatio(before: string, after: string): number | null {
  const a = parsePortionText(before);
  const b = parsePortionText(after);
  if (!a || !b || a.unit !== b.unit || a.size !== b.size || a.quantity <= 0) return null;
  return b.quantity / a.quantity;
}
