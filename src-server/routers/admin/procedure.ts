import { AppError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** A signed-in procedure for the instance's admin only: anyone else gets 403. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new AppError('FORBIDDEN', 'adminOnly');
  return next();
});
