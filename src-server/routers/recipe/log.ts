import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { logRecipeInput } from '../../../src/schemas/user-recipe.ts';
import { logRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { z } from 'zod';
import { checked } from '../../trpc/checked.ts';

/** Logs servings of the recipe to a date and meal, with the numbers of now. */
export const log = protectedProcedure.input(checked(logRecipeInput)).output(checked(foodLogDto.extend({ recipeId: z.number().int() }))).mutation(({ ctx, input }) => logRecipe(ctx.db, ctx.user, input));
