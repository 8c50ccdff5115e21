import { z } from 'zod';
import { mealPlanDto } from '../../../src/schemas/meal-plan.ts';
import { listPlans } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's plans, newest first; totalCalories here is the plan total (see docs/decisions/010). */
export const list = protectedProcedure.output(checked(z.array(mealPlanDto))).query(({ ctx }) => listPlans(ctx.db, ctx.user));
