import { copyFoodLogsDto, copyFoodLogsInput } from '../../../src/schemas/food-log-changes.ts';
import { copyEntries } from '../../services/food-log/copy-entries.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Copies a meal, or a whole day, to another day and meal. */
export const copy = protectedProcedure.input(checked(copyFoodLogsInput)).output(checked(copyFoodLogsDto)).mutation(({ ctx, input }) => copyEntries(ctx.db, ctx.user, input));
