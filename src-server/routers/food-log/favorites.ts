import { listFavorites } from '../../services/foods/favorites-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The caller's starred foods, as food ids. */
export const favorites = protectedProcedure.query(({ ctx }) => listFavorites(ctx.db, ctx.user));
