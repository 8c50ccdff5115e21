import { recipeDto, recipeIdInput } from '../../../src/schemas/user-recipe.ts';
import { duplicateRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const duplicate = protectedProcedure.input(checked(recipeIdInput)).output(checked(recipeDto)).mutation(({ ctx, input }) => duplicateRecipe(ctx.db, ctx.user, input.id));
