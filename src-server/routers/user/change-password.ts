import { successDto } from '../../../src/schemas/outcomes.ts';
import { changePasswordInput } from '../../../src/schemas/user.ts';
import { AppError } from '../../errors.ts';
import { changePassword as change } from '../../services/auth/password-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const changePassword = protectedProcedure.input(checked(changePasswordInput)).output(checked(successDto)).mutation(async ({ ctx, input }) => {
  if (!ctx.sessionId) throw new AppError('FORBIDDEN', 'passwordChangeNeedsSession');
  await change(ctx.db, ctx.req.server.outbox, ctx.user, ctx.sessionId, input);
  return { success: true };
});
