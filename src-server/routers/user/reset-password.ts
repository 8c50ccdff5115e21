import { successDto } from '../../../src/schemas/outcomes.ts';
import { resetPasswordInput } from '../../../src/schemas/user.ts';
import { resetPassword as reset } from '../../services/auth/password-reset.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Sets a new password from a one-time link; the user then signs in with it everywhere afresh. Limited per client address. */
export const resetPassword = publicProcedure.input(checked(resetPasswordInput)).output(checked(successDto)).mutation(async ({ ctx, input }) => {
  await ctx.req.server.limitResetAttempts(ctx.req, ctx.res);
  await reset(ctx.db, ctx.env, ctx.req.server.outbox, input);
  return { success: true };
});
