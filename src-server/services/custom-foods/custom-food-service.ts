import type { NutrientAmounts } from '../../../src/domain/micronutrients.ts';
import { CUSTOM_FOOD_MICRONUTRIENTS, type CreateCustomFoodInput, type CustomFoodDto, type CustomFoodNutrient } from '../../../src/schemas/custom-food.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  CUSTOM_FOOD_NUTRIENT_COLUMNS,
  countCustomFoods,
  deleteOwnCustomFood,
  findOwnCustomFood,
  insertCustomFood,
  listCustomFoods,
  updateOwnCustomFood,
  type CustomFoodRow,
  type CustomFoodValues,
} from '../../repositories/custom-foods.ts';

const NUTRIENTS = Object.entries(CUSTOM_FOOD_NUTRIENT_COLUMNS) as [CustomFoodNutrient, (typeof CUSTOM_FOOD_NUTRIENT_COLUMNS)[CustomFoodNutrient]][];

/** A user keeps at most this many foods: enough for any kitchen, and a bound on what one account stores. */
export const MAX_CUSTOM_FOODS = 2_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Label numbers per serving → per 100 g, as every food is stored. */
export function toValues(input: CreateCustomFoodInput): CustomFoodValues {
  const per100 = (v: number) => (v * 100) / input.servingGrams;
  const values = {
    name: input.name,
    brand: input.brand,
    gtin_upc: input.barcode,
    calories: per100(input.calories),
    protein: per100(input.protein),
    carbs: per100(input.carbs),
    fats: per100(input.fats),
  } as CustomFoodValues;
  for (const [key, column] of NUTRIENTS) {
    const v = input[key];
    values[column] = v == null ? null : per100(v);
  }
  // Kept unrounded, so the form shows back what was typed; a log entry rounds its own amounts.
  const nutrients: NutrientAmounts = {};
  if (input.saturatedFat != null) nutrients.saturatedFat = per100(input.saturatedFat);
  for (const { key } of CUSTOM_FOOD_MICRONUTRIENTS) {
    const v = input.nutrients[key];
    if (v != null) nutrients[key] = per100(v);
  }
  values.nutrients = JSON.stringify(nutrients);
  return values;
}

function toDto(row: CustomFoodRow): CustomFoodDto {
  const perServing = (v: number) => round2((v * row.serving_grams) / 100);
  const dto = {
    id: row.id,
    name: row.name,
    brand: row.brand,
    barcode: row.gtin_upc,
    servingDescription: row.serving_label,
    servingGrams: row.serving_grams,
    calories: perServing(row.calories),
    protein: perServing(row.protein),
    carbs: perServing(row.carbs),
    fats: perServing(row.fats),
  } as CustomFoodDto;
  for (const [key, column] of NUTRIENTS) {
    const v = row[column];
    dto[key] = v === null ? null : perServing(v);
  }
  dto.nutrients = {};
  for (const { key } of CUSTOM_FOOD_MICRONUTRIENTS) {
    const v = row.nutrients?.[key];
    if (v !== undefined) dto.nutrients[key] = perServing(v);
  }
  return dto;
}

export const serving = (input: CreateCustomFoodInput) => ({ label: input.servingDescription, grams: input.servingGrams });
const notFound = (id: number) => new AppError('NOT_FOUND', 'customFoodNotFound', { params: { id } });

export async function listOwnFoods(db: Database, user: UserRow): Promise<CustomFoodDto[]> {
  return (await listCustomFoods(db, user.id)).map(toDto);
}

export async function getOwnFood(db: Database, user: UserRow, id: number): Promise<CustomFoodDto> {
  const row = await findOwnCustomFood(db, user.id, id);
  if (!row) throw notFound(id);
  return toDto(row);
}

export async function createOwnFood(db: Database, user: UserRow, input: CreateCustomFoodInput): Promise<CustomFoodDto> {
  if ((await countCustomFoods(db, user.id)) >= MAX_CUSTOM_FOODS) {
    throw new AppError('UNPROCESSABLE_CONTENT', 'customFoodLimit', { params: { max: MAX_CUSTOM_FOODS } });
  }
  const id = await insertCustomFood(db, user.id, toValues(input), serving(input));
  return getOwnFood(db, user, id);
}

/** Entries already logged keep their numbers: they were copied when logged. */
export async function updateOwnFood(db: Database, user: UserRow, id: number, input: CreateCustomFoodInput): Promise<CustomFoodDto> {
  if (!(await updateOwnCustomFood(db, user.id, id, toValues(input), serving(input)))) throw notFound(id);
  return getOwnFood(db, user, id);
}

export async function deleteOwnFood(db: Database, user: UserRow, id: number): Promise<{ success: true; id: number }> {
  if (!(await deleteOwnCustomFood(db, user.id, id))) throw notFound(id);
  return { success: true, id };
}
