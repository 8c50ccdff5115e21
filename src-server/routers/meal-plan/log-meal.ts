import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { logPlannedMealInput } from '../../../src/schemas/meal-plan.ts';
import { logPlannedMeal } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** 'Log this meal': the planned meal's numbers go to the food log for its day and meal. */
export const logMeal = protectedProcedure.input(checked(logPlannedMealInput)).output(checked(foodLogDto)).mutation(({ ctx, input }) => logPlannedMeal(ctx.db, ctx.user, input));
