import { activityDayDto, activityLogInput } from '../../../src/schemas/activity.ts';
import { logActivity } from '../../services/activity/activity-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const add = protectedProcedure.input(checked(activityLogInput)).output(checked(activityDayDto)).mutation(({ ctx, input }) => logActivity(ctx.db, ctx.user, input));
