import { renameSavedMealInput, savedMealDto } from '../../../src/schemas/saved-meal.ts';
import { renameMeal } from '../../services/saved-meals/saved-meals-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const rename = protectedProcedure.input(checked(renameSavedMealInput)).output(checked(savedMealDto)).mutation(({ ctx, input }) => renameMeal(ctx.db, ctx.user, input));
