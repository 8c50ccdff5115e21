import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { formatAmount } from '../../../src/domain/portion-amounts.ts';
import { scaleAmounts } from '../../../src/domain/micronutrients.ts';
import { amountInGrams, completeAmounts, divideNutrients, isZeroAmount, scaleAmount, type IngredientSource } from '../../../src/domain/user-recipe.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { CreateRecipeInput, LogRecipeInput, RecipeDto, RecipeSummaryDto, ScaleRecipeInput } from '../../../src/schemas/user-recipe.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError, fieldsError, issue, type FieldIssue } from '../../errors.ts';
import { deleteOwnRecipe, insertRecipe, insertRecipeLog, replaceOwnRecipe, type NewIngredient, type NewRecipe } from '../../repositories/user-recipes.ts';
import { checkEntrySize } from '../food-log/entry-checks.ts';
import { toFoodLogDto } from '../food-log/food-log-dto.ts';
import { RecipeBook } from './recipe-book.ts';
import { toRecipeDto, toSummaryDto } from './recipe-dto.ts';

/** One ingredient of a home recipe weighs less than this; more is a typing slip (and huge numbers would overflow). */
const MAX_GRAMS = 100_000;

/** Each ingredient's grams through the portion engine, after checking its food or recipe is there and makes no cycle. */
function resolveIngredients(book: RecipeBook, input: CreateRecipeInput, recipeId: number | null): NewIngredient[] {
  const issues: FieldIssue[] = [];
  const grams = (portions: IngredientSource['portions'], amount: string, path: string) => {
    const g = amountInGrams(portions, amount).grams;
    if (!(g <= MAX_GRAMS)) issues.push(issue(`${path}.amount`, 'recipeAmountTooLarge'));
    return g;
  };
  const rows = input.ingredients.map((ing, i): NewIngredient => {
    const path = `ingredients.${i}`;
    if (isZeroAmount(ing.amount)) issues.push(issue(`${path}.amount`, 'recipeAmountZero'));
    if (ing.foodId !== undefined) {
      const food = book.food(ing.foodId);
      if (!food) issues.push(issue(`${path}.foodId`, 'recipeFoodNotFound'));
      return { food_id: ing.foodId, sub_recipe_id: null, amount: ing.amount, grams: food ? grams(food.portions, ing.amount, path) : 0 };
    }
    const sub = ing.recipeId!;
    if (!book.has(sub)) issues.push(issue(`${path}.recipeId`, 'recipeNotFound'));
    else if (recipeId !== null && book.reaches(sub, recipeId)) issues.push(issue(`${path}.recipeId`, 'recipeContainsItself'));
    const source = issues.length === 0 ? book.recipeSource(sub) : undefined;
    return { food_id: null, sub_recipe_id: sub, amount: ing.amount, grams: source ? grams(source.portions, ing.amount, path) : 0 };
  });
  const [first, ...rest] = issues;
  if (first) throw fieldsError('BAD_REQUEST', [first, ...rest]);
  return rows;
}

function recipeColumns(input: CreateRecipeInput): NewRecipe {
  return {
    name: input.name,
    servings: input.servings,
    steps: JSON.stringify(input.steps.map((s) => ({ text: s.text, minutes: s.minutes ?? null }))),
    prep_minutes: input.prepMinutes ?? null,
    cook_minutes: input.cookMinutes ?? null,
    source_url: input.sourceUrl ?? null,
  };
}

const foodIdsOf = (input: CreateRecipeInput) => input.ingredients.flatMap((i) => (i.foodId === undefined ? [] : [i.foodId]));

async function answer(db: Database, userId: string, id: number): Promise<RecipeDto> {
  const book = await RecipeBook.load(db, userId);
  const e = book.evaluate(id);
  if (!e) throw new AppError('NOT_FOUND', 'recipeNotFound');
  return toRecipeDto(book, e);
}

export async function createRecipe(db: Database, user: UserRow, input: CreateRecipeInput): Promise<RecipeDto> {
  const book = await RecipeBook.load(db, user.id, foodIdsOf(input));
  const id = await insertRecipe(db, user.id, recipeColumns(input), resolveIngredients(book, input, null));
  return answer(db, user.id, id);
}

export async function updateRecipe(db: Database, user: UserRow, id: number, input: CreateRecipeInput): Promise<RecipeDto> {
  const book = await RecipeBook.load(db, user.id, foodIdsOf(input));
  if (!book.has(id)) throw new AppError('NOT_FOUND', 'recipeNotFound');
  if (!(await replaceOwnRecipe(db, user.id, id, recipeColumns(input), resolveIngredients(book, input, id)))) throw new AppError('NOT_FOUND', 'recipeNotFound');
  return answer(db, user.id, id);
}

export async function getRecipe(db: Database, user: UserRow, id: number): Promise<RecipeDto> {
  return answer(db, user.id, id);
}

export async function listRecipes(db: Database, user: UserRow): Promise<RecipeSummaryDto[]> {
  const book = await RecipeBook.load(db, user.id);
  return book.recipes.map((r) => toSummaryDto(book.evaluate(r.id)!));
}

export async function deleteRecipe(db: Database, user: UserRow, id: number): Promise<{ success: true }> {
  const book = await RecipeBook.load(db, user.id);
  if (!book.has(id)) throw new AppError('NOT_FOUND', 'recipeNotFound');
  const users = book.usedBy(id);
  if (users.length) throw new AppError('CONFLICT', 'recipeInUse', { params: { recipes: users.map((n) => `"${n}"`).join(', ') } });
  if (!(await deleteOwnRecipe(db, user.id, id))) throw new AppError('NOT_FOUND', 'recipeNotFound');
  return { success: true };
}

/** The recipe as input again, so duplicating and scaling go through the same checks as an edit. */
function asInput(dto: RecipeDto): CreateRecipeInput {
  return {
    name: dto.name,
    servings: dto.servings,
    ingredients: dto.ingredients.map((i) => (i.foodId !== null ? { foodId: i.foodId, amount: i.amount } : { recipeId: i.recipeId!, amount: i.amount })),
    steps: dto.steps,
    prepMinutes: dto.prepMinutes,
    cookMinutes: dto.cookMinutes,
    sourceUrl: dto.sourceUrl,
  };
}

export async function duplicateRecipe(db: Database, user: UserRow, id: number): Promise<RecipeDto> {
  const original = await answer(db, user.id, id);
  const name = `${original.name.slice(0, 193)} (copy)`;
  return createRecipe(db, user, { ...asInput(original), name });
}

/** Every amount multiplied, and the servings with them, so one serving stays the same. */
export async function scaleRecipe(db: Database, user: UserRow, input: ScaleRecipeInput): Promise<RecipeDto> {
  const original = await answer(db, user.id, input.id);
  const factor = input.factor ?? input.servings! / original.servings;
  const servings = Math.round(original.servings * factor * 100) / 100;
  if (!(servings > 0) || servings > 1000) throw fieldError('BAD_REQUEST', 'factor', 'recipeTooManyServings');
  const scaled = asInput(original);
  const ingredients = scaled.ingredients.map((i) => ({ ...i, amount: scaleAmount(i.amount, factor).slice(0, 100) }));
  return updateRecipe(db, user, input.id, { ...scaled, servings, ingredients });
}

/** A food log entry for some servings, with the numbers of now: editing the recipe later leaves it as it is. */
export async function logRecipe(db: Database, user: UserRow, input: LogRecipeInput): Promise<FoodLogDto & { recipeId: number }> {
  const book = await RecipeBook.load(db, user.id);
  const e = book.evaluate(input.id);
  if (!e) throw new AppError('NOT_FOUND', 'recipeNotFound');
  const n = roundNutrition(divideNutrients(e.total, e.recipe.servings / input.servings));
  const servingGrams = Math.round(e.totalGrams / e.recipe.servings);
  checkEntrySize('servings', { grams: (e.totalGrams * input.servings) / e.recipe.servings || null, calories: n.calories });
  const row = await insertRecipeLog(
    db,
    {
      user_id: user.id,
      date: input.date,
      meal_type: input.mealType,
      food_name: e.recipe.name,
      quantity: `${formatAmount(input.servings)} serving${input.servings === 1 ? '' : 's'}`,
      ...n,
      fdc_id: null,
      food_id: null,
      serving_size: `1 serving (${servingGrams} g)`,
      data_type: 'local',
      // Only what every ingredient reported: a nutrient some lacked stays unknown on the entry (decision 059).
      nutrients: JSON.stringify(scaleAmounts(completeAmounts(e.amounts), input.servings / e.recipe.servings)),
      client_id: null,
    },
    e.recipe.id,
  );
  return { ...toFoodLogDto(row), recipeId: e.recipe.id };
}

