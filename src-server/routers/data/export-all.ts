import { exportParts } from '../../services/data-transfer/export-service.ts';
import { trpcErrorFor } from '../../trpc/failures.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The export streamed in parts (`ExportPart`): call it through httpBatchStreamLink, which answers as JSON lines. */
export const exportAll = protectedProcedure.query(async function* ({ ctx }) {
  try {
    yield* exportParts(ctx.readDb, ctx.req.server.workers, ctx.user);
  } catch (error) {
    // Errors inside a stream skip the procedure's error mapping: a third export at once is still a 429.
    throw trpcErrorFor(error) ?? error;
  }
});
