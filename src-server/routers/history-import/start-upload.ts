import { historyUploadDto, historyUploadInput } from '../../../src/schemas/history-import.ts';
import { startUpload as start } from '../../services/history-import/upload-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Starts sending a history file in parts (or resumes the same file), answering the bytes already held. */
export const startUpload = protectedProcedure
  .input(checked(historyUploadInput))
  .output(checked(historyUploadDto))
  .mutation(({ ctx, input }) => start(ctx.db, ctx.user, input, ctx.env.HISTORY_IMPORT_MAX_MB * 2 ** 20));
