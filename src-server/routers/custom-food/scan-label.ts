import { labelDraftDto, scanLabelInput } from '../../../src/schemas/label-scan.ts';
import { scanLabel as scan } from '../../services/labels/label-scan.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A nutrition-label photo → a custom-food draft to check and save; a configured vision model reads it, else OCR. */
export const scanLabel = protectedProcedure
  .input(checked(scanLabelInput))
  .output(checked(labelDraftDto))
  .mutation(({ ctx, input }) => scan(ctx.req.server, ctx.user.id, input.image));
