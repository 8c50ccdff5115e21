import { createRecipeInput, recipeDto } from '../../../src/schemas/user-recipe.ts';
import { createRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const create = protectedProcedure.input(checked(createRecipeInput)).output(checked(recipeDto)).mutation(({ ctx, input }) => createRecipe(ctx.db, ctx.user, input));
