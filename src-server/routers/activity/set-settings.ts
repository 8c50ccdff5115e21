import { activityDayDto, activitySettingsInput } from '../../../src/schemas/activity.ts';
import { setActivitySettings } from '../../services/activity/activity-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Whether exercise calories raise the day's calorie budget (off until the user turns it on). */
export const setSettings = protectedProcedure.input(checked(activitySettingsInput)).output(checked(activityDayDto)).mutation(({ ctx, input }) => setActivitySettings(ctx.db, ctx.user, input.addToBudget));
