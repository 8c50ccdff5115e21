import { z } from 'zod';
import { recipeIdInput } from '../../../src/schemas/user-recipe.ts';
import { deleteRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Deletes the recipe (409 while another recipe uses it); logged entries stay, without the link. */
export const remove = protectedProcedure.input(recipeIdInput).output(z.object({ success: z.literal(true) })).mutation(({ ctx, input }) => deleteRecipe(ctx.db, ctx.user, input.id));
