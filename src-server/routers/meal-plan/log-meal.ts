import { logPlannedMealInput } from '../../../src/schemas/meal-plan.ts';
import { logPlannedMeal } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** 'Log this meal': the planned meal's numbers go to the food log for its day and meal. */
export const logMeal = protectedProcedure.input(checked(logPlannedMealInput)).mutation(({ ctx, input }) => logPlannedMeal(ctx.db, ctx.user, input));
