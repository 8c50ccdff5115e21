import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { quickAddInput } from '../../../src/schemas/food-log-changes.ts';
import { quickAdd as addCalories } from '../../services/food-log/quick-add.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Calories with optional macros and a label: an entry with no food. */
export const quickAdd = protectedProcedure.input(quickAddInput).output(foodLogDto).mutation(({ ctx, input }) => addCalories(ctx.db, ctx.user, input));
