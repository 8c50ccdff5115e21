import { AppError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** A signed-in procedure with the app's AI engine; a `userId` in the input must be the caller's own. */
export const aiProcedure = protectedProcedure.use(async ({ ctx, getRawInput, next }) => {
  const raw = (await getRawInput()) as { userId?: unknown } | undefined;
  if (raw && typeof raw === 'object' && raw.userId !== undefined && raw.userId !== ctx.user.id) {
    throw new AppError('FORBIDDEN', 'ownDataOnly');
  }
  return next({ ctx: { ...ctx, ai: ctx.req.server.ai } });
});
