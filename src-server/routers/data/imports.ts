import { importInput, importPreviewDto, importResultDto } from '../../../src/schemas/data-transfer.ts';
import { commitImport as commit, previewImport as preview } from '../../services/data-transfer/import-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** What a file would add, what it duplicates and which rows are bad; nothing is written. */
export const previewImport = protectedProcedure.input(checked(importInput)).output(checked(importPreviewDto)).mutation(({ ctx, input }) => preview(ctx.db, ctx.req.server.workers, ctx.user, input));

export const commitImport = protectedProcedure.input(checked(importInput)).output(checked(importResultDto)).mutation(({ ctx, input }) => commit(ctx.db, ctx.req.server.workers, ctx.user, input));
