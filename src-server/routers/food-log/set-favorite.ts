import { favoriteDto, setFavoriteInput } from '../../../src/schemas/food-log.ts';
import { setFavorite as star } from '../../services/foods/favorites-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Stars or unstars a food for the caller. */
export const setFavorite = protectedProcedure.input(checked(setFavoriteInput)).output(checked(favoriteDto)).mutation(({ ctx, input }) => star(ctx.db, ctx.user, input));
