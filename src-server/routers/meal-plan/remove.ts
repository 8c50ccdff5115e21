import { mealPlanIdInput } from '../../../src/schemas/meal-plan.ts';
import { deletePlan } from '../../services/meal-plans/meal-plan-service.ts';
import { removedDto } from '../../../src/schemas/outcomes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const remove = protectedProcedure.input(checked(mealPlanIdInput)).output(checked(removedDto)).mutation(async ({ ctx, input }) => {
  await deletePlan(ctx.db, ctx.user, input.id);
  return { success: true, id: input.id };
});
