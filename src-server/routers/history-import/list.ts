import { z } from 'zod';
import { historyBatchDto } from '../../../src/schemas/history-import.ts';
import { historyImports } from '../../services/history-import/history-import-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's history files from other apps, newest first: a preview waiting, and past imports to undo. */
export const list = protectedProcedure.output(checked(z.array(historyBatchDto))).query(({ ctx }) => historyImports(ctx.db, ctx.user));
