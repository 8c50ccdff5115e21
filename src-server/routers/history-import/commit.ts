import { historyBatchDto, historyBatchInput } from '../../../src/schemas/history-import.ts';
import { importHistoryBatch } from '../../services/history-import/history-import-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Logs what a previewed file adds; each row carries the batch, so `undo` takes it all back. */
export const commit = protectedProcedure
  .input(checked(historyBatchInput))
  .output(checked(historyBatchDto))
  .mutation(({ ctx, input }) => importHistoryBatch(ctx.db, ctx.user, input.id));
