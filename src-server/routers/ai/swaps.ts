import { z } from 'zod';
import { swapsInput, swapWithFoodDto } from '../../../src/schemas/ai.ts';
import { findSwaps } from '../../services/ai/swap-service.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

/** Up to 5 swaps of the asked type from the food database, worded in the reader's language. */
export const swaps = aiProcedure.input(checked(swapsInput)).output(checked(z.array(swapWithFoodDto))).mutation(({ ctx, input }) => findSwaps(ctx.foods, ctx.ai, input, ctx.user, pageLanguage(ctx.user.language ?? undefined, ctx.req.headers['accept-language'])));
