import { z } from 'zod';
import { foodSearchInput } from '../../../src/schemas/food-log.ts';
import { foodSearchResultDto } from '../../../src/schemas/food-search.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { searchFoods } from '../../services/foods/search-foods.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/**
 * Foods matching the text, the user's frequent foods and plain generic foods first, with nutrition per default serving and
 * portions; products are also found by their name in the reader's language (the one chosen, else the browser's).
 */
export const search = protectedProcedure
  .input(checked(foodSearchInput))
  .output(checked(z.array(foodSearchResultDto)))
  .query(async ({ ctx, input }) => searchFoods(ctx.readDb, input.q, {
    userId: ctx.user.id,
    branded: await ctx.foods.hasBranded(),
    kept: ctx.foods.searchKept(ctx.readDb),
    language: pageLanguage(ctx.user.language ?? undefined, ctx.req.headers['accept-language']),
  }));
