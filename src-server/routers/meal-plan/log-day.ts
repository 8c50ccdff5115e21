import { z } from 'zod';
import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { logPlannedDayInput } from '../../../src/schemas/meal-plan.ts';
import { logPlannedDay } from '../../services/meal-plans/meal-plan-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** 'Log this day': every meal planned for the day goes to the food log together. */
export const logDay = protectedProcedure.input(checked(logPlannedDayInput)).output(checked(z.array(foodLogDto))).mutation(({ ctx, input }) => logPlannedDay(ctx.db, ctx.user, input));
