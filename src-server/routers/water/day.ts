import { dayInput } from '../../../src/schemas/activity.ts';
import { waterDayDto } from '../../../src/schemas/water.ts';
import { waterDay } from '../../services/water/water-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A day's water entries, total and target (default: the user's today). */
export const day = protectedProcedure.input(checked(dayInput)).output(checked(waterDayDto)).query(({ ctx, input }) => waterDay(ctx.db, ctx.user, input?.date));
