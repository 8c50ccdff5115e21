import { entryIdInput } from '../../../src/schemas/activity.ts';
import { removeWater } from '../../services/water/water-service.ts';
import { removedDto } from '../../../src/schemas/outcomes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const remove = protectedProcedure.input(checked(entryIdInput)).output(checked(removedDto)).mutation(async ({ ctx, input }) => {
  await removeWater(ctx.db, ctx.user, input.id);
  return { success: true, id: input.id };
});
