import { z } from 'zod';
import { foodLogId } from '../../../src/schemas/food-log.ts';
import { removeWeightLog } from '../../services/progress/weight-service.ts';
import { removedDto } from '../../../src/schemas/outcomes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const remove = protectedProcedure.input(checked(z.object({ id: foodLogId }))).output(checked(removedDto)).mutation(async ({ ctx, input }) => {
  await removeWeightLog(ctx.db, ctx.user, input.id);
  return { success: true, id: input.id };
});
