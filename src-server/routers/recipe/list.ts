import { recipeSummaryDto } from '../../../src/schemas/user-recipe.ts';
import { listRecipes } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { z } from 'zod';
import { checked } from '../../trpc/checked.ts';

/** The caller's recipes by name, with one serving's numbers. */
export const list = protectedProcedure.output(checked(z.array(recipeSummaryDto))).query(({ ctx }) => listRecipes(ctx.db, ctx.user));
