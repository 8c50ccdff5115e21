import { recipeDto, recipeIdInput } from '../../../src/schemas/user-recipe.ts';
import { duplicateRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const duplicate = protectedProcedure.input(recipeIdInput).output(recipeDto).mutation(({ ctx, input }) => duplicateRecipe(ctx.db, ctx.user, input.id));
