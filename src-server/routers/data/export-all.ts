import { exportParts } from '../../services/data-transfer/export-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The export streamed in parts (`ExportPart`): call it through httpBatchStreamLink, which answers as JSON lines. */
export const exportAll = protectedProcedure.query(({ ctx }) => exportParts(ctx.db, ctx.user));
