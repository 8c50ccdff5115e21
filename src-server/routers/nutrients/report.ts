import { nutrientsRangeInput, nutrientsReportDto } from '../../../src/schemas/nutrients.ts';
import { nutrientsReport } from '../../services/nutrients/nutrients-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Each tracked nutrient over a day or up to 90 days: daily amount, share of target, entries that did not say, top foods. */
export const report = protectedProcedure.input(checked(nutrientsRangeInput)).output(checked(nutrientsReportDto)).query(({ ctx, input }) => nutrientsReport(ctx.readDb, ctx.user, input));
