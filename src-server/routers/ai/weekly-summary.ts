import { userOnlyInput, weeklySummaryDto } from '../../../src/schemas/ai.ts';
import { weeklySummary as summarise } from '../../services/ai/coach-service.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const weeklySummary = aiProcedure.input(checked(userOnlyInput)).output(checked(weeklySummaryDto)).mutation(({ ctx, input }) => summarise(ctx.db, ctx.ai, ctx.user, input?.userId));
