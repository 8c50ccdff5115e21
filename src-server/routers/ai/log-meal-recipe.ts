import { logMealRecipeInput } from '../../../src/schemas/meal-chat.ts';
import { logMealRecipe as log } from '../../services/ai/meal-recipes.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Logs servings of a suggested recipe to the caller's food log. */
export const logMealRecipe = protectedProcedure.input(logMealRecipeInput).mutation(({ ctx, input }) => log(ctx.db, ctx.req.server.recipes, ctx.user, input));
