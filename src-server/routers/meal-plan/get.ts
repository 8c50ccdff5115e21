import { mealPlanAnswerDto, mealPlanIdInput } from '../../../src/schemas/meal-plan.ts';
import { getPlan } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const get = protectedProcedure.input(checked(mealPlanIdInput)).output(checked(mealPlanAnswerDto)).query(({ ctx, input }) => getPlan(ctx.db, ctx.user, input.id));
