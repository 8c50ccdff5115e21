import { foodSearchInput } from '../../../src/schemas/food-log.ts';
import { searchFoods } from '../../services/foods/search-foods.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Foods matching the text, the user's frequent foods and plain generic foods first, with nutrition per default serving and portions. */
export const search = protectedProcedure
  .input(checked(foodSearchInput))
  .query(async ({ ctx, input }) => searchFoods(ctx.readDb, input.q, { userId: ctx.user.id, branded: await ctx.foods.hasBranded() }));
