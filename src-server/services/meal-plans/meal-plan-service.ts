import { addDays, dayIn } from '../../../src/domain/dates.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { LogPlannedDayInput, LogPlannedMealInput, MealPlanDto, PlannedMeal } from '../../../src/schemas/meal-plan.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteOwnMealPlan, findOwnMealPlan, listMealPlans, type MealPlanRow } from '../../repositories/meal-plans.ts';
import { logFood } from '../food-log/food-log-service.ts';
import { toMealPlanDto } from './meal-plan-dto.ts';


/** Another user's plan is answered exactly like a missing one. */
async function ownPlan(db: Database, user: UserRow, id: number): Promise<MealPlanRow> {
  const row = await findOwnMealPlan(db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'mealPlanNotFound');
  return row;
}

export async function listPlans(db: Database, user: UserRow): Promise<MealPlanDto[]> {
  return (await listMealPlans(db, user.id)).map((row) => toMealPlanDto(row, 'list'));
}

export async function getPlan(db: Database, user: UserRow, id: number): Promise<{ mealPlan: MealPlanDto }> {
  return { mealPlan: toMealPlanDto(await ownPlan(db, user, id), 'plan') };
}

export async function deletePlan(db: Database, user: UserRow, id: number): Promise<void> {
  if (!(await deleteOwnMealPlan(db, user.id, id))) throw new AppError('NOT_FOUND', 'mealPlanNotFound');
}

const servingsText = (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`;

/**
 * Writes a planned meal to the food log. Day 1 is the day the plan was made in the user's time
 * zone unless a date is given.
 */
export async function logPlannedMeal(db: Database, user: UserRow, input: LogPlannedMealInput): Promise<FoodLogDto> {
  const row = await ownPlan(db, user, input.planId);
  const plan = toMealPlanDto(row, 'plan');
  const meal: PlannedMeal | undefined = plan.meals.find((m) => m.day === input.day && m.mealType === input.mealType);
  if (!meal) throw new AppError('NOT_FOUND', 'plannedMealMissing', { params: { mealType: input.mealType, day: input.day } });
  return logMealOn(db, user, meal, input.date ?? planDate(row.created_at, user, input.day));
}

/** Writes every meal planned for a day to the food log at once: all of them or, on a failure, none. */
export async function logPlannedDay(db: Database, user: UserRow, input: LogPlannedDayInput): Promise<FoodLogDto[]> {
  const row = await ownPlan(db, user, input.planId);
  const meals = toMealPlanDto(row, 'plan').meals.filter((m) => m.day === input.day);
  if (meals.length === 0) throw new AppError('NOT_FOUND', 'plannedDayEmpty', { params: { day: input.day } });
  const date = input.date ?? planDate(row.created_at, user, input.day);
  return db.transaction().execute(async (trx) => {
    const logged: FoodLogDto[] = [];
    for (const meal of meals) logged.push(await logMealOn(trx, user, meal, date));
    return logged;
  });
}

const planDate = (createdAt: Date | string, user: UserRow, day: number) => addDays(dayIn(user.time_zone, new Date(createdAt)), day - 1);

function logMealOn(db: Database, user: UserRow, meal: PlannedMeal, date: string): Promise<FoodLogDto> {
  return logFood(db, user, {
    date,
    mealType: meal.mealType,
    foodName: meal.name,
    quantity: servingsText(meal.servings),
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fats: meal.fats,
    fiber: meal.nutrition?.fiber ?? null,
    sugar: meal.nutrition?.sugar ?? null,
    sodium: meal.nutrition?.sodium ?? null,
    servingSize: '1 serving',
    dataType: 'local',
  });
}
