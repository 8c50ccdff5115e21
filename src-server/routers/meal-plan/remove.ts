import { mealPlanIdInput } from '../../../src/schemas/meal-plan.ts';
import { deletePlan } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const remove = protectedProcedure.input(checked(mealPlanIdInput)).mutation(async ({ ctx, input }) => {
  await deletePlan(ctx.db, ctx.user, input.id);
  return { success: true, id: input.id };
});
