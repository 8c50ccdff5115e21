import { mealRecipeDetailDto, mealRecipeInput } from '../../../src/schemas/meal-chat.ts';
import { mealRecipeDetail } from '../../services/ai/meal-recipes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A suggested library recipe opened from its card. */
export const mealRecipe = protectedProcedure.input(checked(mealRecipeInput)).output(checked(mealRecipeDetailDto)).query(({ ctx, input }) => mealRecipeDetail(ctx.req.server.recipes, input.recipeId));
