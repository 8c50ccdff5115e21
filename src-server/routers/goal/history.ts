import { historyDto, historyInput } from '../../../src/schemas/energy.ts';
import { history as intakeHistory } from '../../services/energy/history-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Daily calories against target over 7, 30 or 90 days, with weekly averages. */
export const history = protectedProcedure.input(checked(historyInput)).output(checked(historyDto)).query(({ ctx, input }) => intakeHistory(ctx.readDb, ctx.user, input.days));
