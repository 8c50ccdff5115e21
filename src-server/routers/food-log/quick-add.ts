import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { quickAddInput } from '../../../src/schemas/food-log-changes.ts';
import { quickAdd as addCalories } from '../../services/food-log/quick-add.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Calories with optional macros and a label: an entry with no food. */
export const quickAdd = protectedProcedure.input(checked(quickAddInput)).output(checked(foodLogDto)).mutation(({ ctx, input }) => addCalories(ctx.db, ctx.user, input));
