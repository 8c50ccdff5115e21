import { recipeDto } from '../../../src/schemas/user-recipe.ts';
import { mealRecipeInput } from '../../../src/schemas/meal-chat.ts';
import { saveMealRecipe as save } from '../../services/ai/meal-recipes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Copies a suggested recipe into the caller's own recipes. */
export const saveMealRecipe = protectedProcedure.input(checked(mealRecipeInput)).output(checked(recipeDto)).mutation(({ ctx, input }) => save(ctx.db, ctx.req.server.recipes, ctx.user, input.recipeId));
