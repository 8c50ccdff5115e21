import { weightLogDto, weightLogInput } from '../../../src/schemas/weight.ts';
import { logWeight } from '../../services/progress/weight-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const create = protectedProcedure.input(weightLogInput).output(weightLogDto).mutation(({ ctx, input }) => logWeight(ctx.db, ctx.user, input));
