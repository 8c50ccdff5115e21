import { mealRecipeInput } from '../../../src/schemas/meal-chat.ts';
import { mealRecipeDetail } from '../../services/ai/meal-recipes.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** A suggested library recipe opened from its card. */
export const mealRecipe = protectedProcedure.input(mealRecipeInput).query(({ ctx, input }) => mealRecipeDetail(ctx.req.server.recipes, input.recipeId));
