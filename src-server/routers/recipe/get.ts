import { recipeDto, recipeIdInput } from '../../../src/schemas/user-recipe.ts';
import { getRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** One of the caller's recipes with each ingredient's numbers and share, the total and one serving. */
export const get = protectedProcedure.input(checked(recipeIdInput)).output(checked(recipeDto)).query(({ ctx, input }) => getRecipe(ctx.db, ctx.user, input.id));
