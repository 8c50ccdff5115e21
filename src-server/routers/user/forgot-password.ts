import { messageDto } from '../../../src/schemas/outcomes.ts';
import { forgotPasswordInput } from '../../../src/schemas/user.ts';
import { publicOrigin } from '../../env.ts';
import { requestPasswordReset } from '../../services/auth/password-reset.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const RESET_SENT = 'If an account uses this address, a reset link is on its way. It works for one hour.';

/** Same answer, after the same work, whether or not the address has an account; limited per client address. */
export const forgotPassword = publicProcedure.input(checked(forgotPasswordInput)).output(checked(messageDto)).mutation(async ({ ctx, input }) => {
  await ctx.req.server.limitResetEmails(ctx.req, ctx.res);
  requestPasswordReset(ctx.db, ctx.env, ctx.req.server.outbox, input.email, publicOrigin(ctx.env));
  return { message: RESET_SENT };
});
