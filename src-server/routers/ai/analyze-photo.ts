import { analyzePhotoInput, photoAnalysisResultDto } from '../../../src/schemas/ai.ts';
import { analyzePhoto as analyze } from '../../services/ai/photo-service.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

/** A meal photo → foods and nutrition, with a vision-capable provider (through tRPC, bodies up to the app's 1 MB). */
export const analyzePhoto = aiProcedure.input(checked(analyzePhotoInput)).output(checked(photoAnalysisResultDto)).mutation(({ ctx, input }) => analyze(ctx.db, ctx.req.server, ctx.user.id, input.image));
