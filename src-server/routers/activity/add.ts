import { activityDayDto, activityLogInput } from '../../../src/schemas/activity.ts';
import { logActivity } from '../../services/activity/activity-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const add = protectedProcedure.input(activityLogInput).output(activityDayDto).mutation(({ ctx, input }) => logActivity(ctx.db, ctx.user, input));
