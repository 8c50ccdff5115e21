import { weightLogDto, weightLogInput } from '../../../src/schemas/weight.ts';
import { logWeight } from '../../services/progress/weight-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const create = protectedProcedure.input(checked(weightLogInput)).output(checked(weightLogDto)).mutation(({ ctx, input }) => logWeight(ctx.db, ctx.user, input));
