import { generateMealPlanInput, mealPlanAnswerDto } from '../../../src/schemas/meal-plan.ts';
import { generateMealPlan } from '../../services/meal-plans/generate-plan.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Optimises and saves a plan for the caller; 422 names what to relax when the library cannot. */
export const generate = protectedProcedure.input(checked(generateMealPlanInput)).output(checked(mealPlanAnswerDto)).mutation(({ ctx, input }) => generateMealPlan(ctx.db, ctx.req.server, ctx.user, input));
