import { importRecipeInput, recipeDraftDto } from '../../../src/schemas/user-recipe.ts';
import { importRecipe } from '../../services/user-recipes/import-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A draft from a page's schema.org Recipe (by URL or pasted HTML) with each ingredient line matched or not; nothing is stored. */
export const importPage = protectedProcedure.input(checked(importRecipeInput)).output(checked(recipeDraftDto)).mutation(({ ctx, input }) => importRecipe(ctx.req.server, ctx.user, input));
