import { foodDetailDto } from '../../../src/schemas/food-search.ts';
import { barcodeInput } from '../../../src/schemas/food-log.ts';
import { lookupBarcode } from '../../services/foods/barcode-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A packaged food by its barcode: the caller's own foods, the local database, then Open Food Facts. */
export const barcode = protectedProcedure.input(checked(barcodeInput)).output(checked(foodDetailDto)).query(({ ctx, input }) => lookupBarcode(ctx.db, ctx.env, input.code, ctx.user.id));
