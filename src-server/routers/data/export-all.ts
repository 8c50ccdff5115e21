import { exportAll as exportData } from '../../services/data-transfer/export-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const exportAll = protectedProcedure.query(({ ctx }) => exportData(ctx.db, ctx.user));
