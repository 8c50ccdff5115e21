import { listPlans } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The caller's plans, newest first; totalCalories here is the plan total (see docs/decisions/010). */
export const list = protectedProcedure.query(({ ctx }) => listPlans(ctx.db, ctx.user));
