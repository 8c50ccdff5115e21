import { z } from 'zod';
import { dailySuggestionDto, userOnlyInput } from '../../../src/schemas/ai.ts';
import { dailySuggestions as generate } from '../../services/ai/coach-service.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

/** 1-5 coach suggestions from today's logs against the user's targets; stored for latestSuggestions. */
export const dailySuggestions = aiProcedure.input(checked(userOnlyInput)).output(checked(z.array(dailySuggestionDto))).mutation(({ ctx, input }) => generate(ctx.db, ctx.foods, ctx.ai, ctx.user, pageLanguage(ctx.user.language ?? undefined, ctx.req.headers['accept-language']), input?.userId));
