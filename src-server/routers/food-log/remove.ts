import { z } from 'zod';
import { foodLogId } from '../../../src/schemas/food-log.ts';
import { removeLog } from '../../services/food-log/food-log-service.ts';
import { removedDto } from '../../../src/schemas/outcomes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const remove = protectedProcedure.input(checked(z.object({ id: foodLogId }))).output(checked(removedDto)).mutation(async ({ ctx, input }) => {
  await removeLog(ctx.db, ctx.user, input.id);
  return { success: true, id: input.id };
});
