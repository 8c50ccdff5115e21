import { createSavedMealInput, savedMealDto } from '../../../src/schemas/saved-meal.ts';
import { saveMeal } from '../../services/saved-meals/saved-meals-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Saves one meal of one day under a name. */
export const create = protectedProcedure.input(checked(createSavedMealInput)).output(checked(savedMealDto)).mutation(({ ctx, input }) => saveMeal(ctx.db, ctx.user, input));
