import { activityDayDto, dayInput } from '../../../src/schemas/activity.ts';
import { activityDay } from '../../services/activity/activity-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A day's exercise, its calories and minutes, the day's steps and the budget setting. */
export const day = protectedProcedure.input(checked(dayInput)).output(checked(activityDayDto)).query(({ ctx, input }) => activityDay(ctx.db, ctx.user, input?.date));
