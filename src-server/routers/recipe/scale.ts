import { recipeDto, scaleRecipeInput } from '../../../src/schemas/user-recipe.ts';
import { scaleRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Multiplies every amount by a factor, or to make a number of servings; one serving stays the same. */
export const scale = protectedProcedure.input(scaleRecipeInput).output(recipeDto).mutation(({ ctx, input }) => scaleRecipe(ctx.db, ctx.user, input));
