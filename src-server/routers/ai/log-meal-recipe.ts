import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { logMealRecipeInput } from '../../../src/schemas/meal-chat.ts';
import { logMealRecipe as log } from '../../services/ai/meal-recipes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Logs servings of a suggested recipe to the caller's food log. */
export const logMealRecipe = protectedProcedure.input(checked(logMealRecipeInput)).output(checked(foodLogDto)).mutation(({ ctx, input }) => log(ctx.db, ctx.req.server.recipes, ctx.user, input));
