import { z } from 'zod';
import { libraryRecipeSummaryDto, recipeLibraryInput } from '../../../src/schemas/meal-prep.ts';
import { searchLibrary } from '../../services/meal-prep/library-search.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The built-in recipes matching a search, to choose one to cook. */
export const library = protectedProcedure.input(checked(recipeLibraryInput)).output(checked(z.array(libraryRecipeSummaryDto))).query(({ ctx, input }) => searchLibrary(ctx.req.server.recipes, input.q));
