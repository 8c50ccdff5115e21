import { renameSavedMealInput, savedMealDto } from '../../../src/schemas/saved-meal.ts';
import { renameMeal } from '../../services/saved-meals/saved-meals-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const rename = protectedProcedure.input(renameSavedMealInput).output(savedMealDto).mutation(({ ctx, input }) => renameMeal(ctx.db, ctx.user, input));
