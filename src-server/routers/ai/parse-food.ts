import { parseFoodInput, voiceParseResultDto } from '../../../src/schemas/ai.ts';
import { parseFood as parse } from '../../services/ai/parse-food.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

/** Spoken or typed text → database foods with amounts and nutrition; nothing is logged. */
export const parseFood = aiProcedure.input(checked(parseFoodInput)).output(checked(voiceParseResultDto)).mutation(({ ctx, input }) => parse(ctx.foods, ctx.ai, input.transcript, ctx.user.time_zone));
