import { loggedSavedMealDto, logSavedMealInput } from '../../../src/schemas/saved-meal.ts';
import { logSavedMeal } from '../../services/saved-meals/saved-meals-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Logs a saved meal to a day and meal in one go, each item times its servings. */
export const log = protectedProcedure.input(checked(logSavedMealInput)).output(checked(loggedSavedMealDto)).mutation(({ ctx, input }) => logSavedMeal(ctx.db, ctx.user, input));
