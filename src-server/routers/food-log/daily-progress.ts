import { dailyProgressDto, dayInput, dayTotalsDto, userDayInput } from '../../../src/schemas/food-log.ts';
import { dailyProgress as progress, dailyTotals as totals } from '../../services/food-log/food-log-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Meals by type and macro totals for one day (default: the user's today). */
export const dailyProgress = protectedProcedure.input(checked(dayInput.optional())).output(checked(dailyProgressDto)).query(({ ctx, input }) => progress(ctx.db, ctx.user, input?.date));

/** Macro totals only, as the spec's per-user path returns them. */
export const dailyTotals = protectedProcedure.input(checked(userDayInput)).output(checked(dayTotalsDto)).query(({ ctx, input }) => totals(ctx.db, ctx.user, input.userId, input.date));
