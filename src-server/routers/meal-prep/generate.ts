import { generatedSessionDto, mealPrepGenerateInput } from '../../../src/schemas/meal-prep.ts';
import { generateSession } from '../../services/meal-prep/meal-prep-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A session from a recipe, a planned meal, a provider's proposal, or the library (empty input). */
export const generate = protectedProcedure.input(checked(mealPrepGenerateInput.optional())).output(checked(generatedSessionDto)).mutation(({ ctx, input }) => generateSession(ctx.db, ctx.req.server, ctx.user, input ?? {}));
