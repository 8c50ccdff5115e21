import { editPreviewDto, editPreviewInput } from '../../../src/schemas/food-log.ts';
import { previewEdit as preview } from '../../services/food-log/edit-entry.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** An entry's numbers for a typed amount, as saving it would store them; nothing is stored. */
export const previewEdit = protectedProcedure.input(checked(editPreviewInput)).output(checked(editPreviewDto)).query(({ ctx, input }) => preview(ctx.db, ctx.user, input));
