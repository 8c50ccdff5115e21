import { quickSwapInput, quickSwapResultDto } from '../../../src/schemas/ai.ts';
import { quickSwap as best } from '../../services/ai/swap-service.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const quickSwap = aiProcedure.input(checked(quickSwapInput)).output(checked(quickSwapResultDto)).mutation(({ ctx, input }) => best(ctx.foods, ctx.ai, input.foodName, input.swapType, ctx.user, pageLanguage(ctx.user.language ?? undefined, ctx.req.headers['accept-language'])));
