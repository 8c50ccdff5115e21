import { z } from 'zod';
import { foodLogDto, foodLogId } from '../../../src/schemas/food-log.ts';
import { restoreLog } from '../../services/food-log/restore-entry.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Puts back an entry the caller removed in the last day ("Undo"). */
export const restore = protectedProcedure
  .input(checked(z.object({ id: foodLogId })))
  .output(checked(foodLogDto))
  .mutation(({ ctx, input }) => restoreLog(ctx.db, ctx.user, input.id));
