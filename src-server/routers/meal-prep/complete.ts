import { mealPrepSessionDto, sessionIdInput } from '../../../src/schemas/meal-prep.ts';
import { completeSession } from '../../services/meal-prep/meal-prep-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const complete = protectedProcedure.input(checked(sessionIdInput)).output(checked(mealPrepSessionDto)).mutation(({ ctx, input }) => completeSession(ctx.db, ctx.user, input.id));
