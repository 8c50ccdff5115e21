import { historyBatchInput, historyUploadDto } from '../../../src/schemas/history-import.ts';
import { uploadStatus as status } from '../../services/history-import/upload-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The bytes the server holds of an upload in parts, where the next part starts; another user's is a 404. */
export const uploadStatus = protectedProcedure
  .input(checked(historyBatchInput))
  .output(checked(historyUploadDto))
  .query(({ ctx, input }) => status(ctx.db, ctx.user, input.id));
