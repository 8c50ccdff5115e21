import { z } from 'zod';
import { listFavorites } from '../../services/foods/favorites-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's starred foods, as food ids. */
export const favorites = protectedProcedure.output(checked(z.array(z.number().int()))).query(({ ctx }) => listFavorites(ctx.db, ctx.user));
