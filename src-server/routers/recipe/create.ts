import { createRecipeInput, recipeDto } from '../../../src/schemas/user-recipe.ts';
import { createRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const create = protectedProcedure.input(createRecipeInput).output(recipeDto).mutation(({ ctx, input }) => createRecipe(ctx.db, ctx.user, input));
