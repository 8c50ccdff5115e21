import type { FoodLogDto, MealType } from '../../../src/schemas/food-log.ts';
import type { FoodLogRow } from '../../db/schema.ts';

export function toFoodLogDto(row: FoodLogRow): FoodLogDto {
  return {
    id: row.id,
    userId: row.user_id,
    date: row.date,
    mealType: row.meal_type as MealType,
    foodName: row.food_name,
    quantity: row.quantity,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fats: row.fats,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    nutrients: row.nutrients,
    fdcId: row.fdc_id,
    foodId: row.food_id,
    servingSize: row.serving_size,
    dataType: row.data_type,
    clientId: row.client_id ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
