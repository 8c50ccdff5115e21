import { userOnlyInput, weeklySummaryDto } from '../../../src/schemas/ai.ts';
import { weeklySummary as summarise } from '../../services/ai/coach-service.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const weeklySummary = aiProcedure.input(checked(userOnlyInput)).output(checked(weeklySummaryDto)).mutation(({ ctx, input }) => summarise(ctx.db, ctx.ai, ctx.user, pageLanguage(ctx.user.language ?? undefined, ctx.req.headers['accept-language']), input?.userId));
