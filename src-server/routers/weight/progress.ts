import { progressSummaryDto } from '../../../src/schemas/weight.ts';
import { progressSummary } from '../../services/progress/progress-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Streak, habits, averages, weight change and achievements for the progress dashboard. */
export const progress = protectedProcedure.output(checked(progressSummaryDto)).query(({ ctx }) => progressSummary(ctx.readDb, ctx.user));
