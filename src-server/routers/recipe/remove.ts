import { successDto } from '../../../src/schemas/outcomes.ts';
import { recipeIdInput } from '../../../src/schemas/user-recipe.ts';
import { deleteRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Deletes the recipe (409 while another recipe uses it); logged entries stay, without the link. */
export const remove = protectedProcedure.input(checked(recipeIdInput)).output(checked(successDto)).mutation(({ ctx, input }) => deleteRecipe(ctx.db, ctx.user, input.id));
