import { foodLogDto, updateFoodLogInput } from '../../../src/schemas/food-log.ts';
import { editEntry } from '../../services/food-log/edit-entry.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Changes an entry's amount, meal or day; an entry with a food gets its numbers from the food. */
export const update = protectedProcedure.input(checked(updateFoodLogInput)).output(checked(foodLogDto)).mutation(({ ctx, input }) => editEntry(ctx.db, ctx.user, input));
