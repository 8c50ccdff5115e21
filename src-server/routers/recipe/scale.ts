import { recipeDto, scaleRecipeInput } from '../../../src/schemas/user-recipe.ts';
import { scaleRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Multiplies every amount by a factor, or to make a number of servings; one serving stays the same. */
export const scale = protectedProcedure.input(checked(scaleRecipeInput)).output(checked(recipeDto)).mutation(({ ctx, input }) => scaleRecipe(ctx.db, ctx.user, input));
