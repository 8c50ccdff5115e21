import { userOnlyInput } from '../../../src/schemas/ai.ts';
import { weeklySummary as summarise } from '../../services/ai/coach-service.ts';
import { aiProcedure } from './procedure.ts';

export const weeklySummary = aiProcedure.input(userOnlyInput).mutation(({ ctx, input }) => summarise(ctx.db, ctx.ai, ctx.user, input?.userId));
