import { mealPrepSession, mealPrepSessionDto } from '../../../src/schemas/meal-prep.ts';
import { saveSession } from '../../services/meal-prep/meal-prep-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const save = protectedProcedure.input(checked(mealPrepSession)).output(checked(mealPrepSessionDto)).mutation(({ ctx, input }) => saveSession(ctx.db, ctx.user, input));
