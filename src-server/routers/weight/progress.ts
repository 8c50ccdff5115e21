import { progressSummary } from '../../services/progress/progress-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Streak, habits, averages, weight change and achievements for the progress dashboard. */
export const progress = protectedProcedure.query(({ ctx }) => progressSummary(ctx.readDb, ctx.user));
