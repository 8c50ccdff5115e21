import { activityDayDto, stepsInput } from '../../../src/schemas/activity.ts';
import { setSteps as saveSteps } from '../../services/activity/activity-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The day's step count, replacing any earlier one. */
export const setSteps = protectedProcedure.input(checked(stepsInput)).output(checked(activityDayDto)).mutation(({ ctx, input }) => saveSteps(ctx.db, ctx.user, input));
