import { historyBatchInput, historyUndoDto } from '../../../src/schemas/history-import.ts';
import { undoHistoryBatch } from '../../services/history-import/history-import-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Removes every row an import added (or discards a preview); another user's batch is a 404. */
export const undo = protectedProcedure
  .input(checked(historyBatchInput))
  .output(checked(historyUndoDto))
  .mutation(({ ctx, input }) => undoHistoryBatch(ctx.db, ctx.user, input.id));
