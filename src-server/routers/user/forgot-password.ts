import { forgotPasswordInput } from '../../../src/schemas/user.ts';
import { publicOrigin } from '../../plugins/auth.ts';
import { requestPasswordReset } from '../../services/auth/password-reset.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const RESET_SENT = 'If an account uses this address, a reset link is on its way. It works for one hour.';

/** Same answer whether or not the address has an account; limited per address. */
export const forgotPassword = publicProcedure.input(checked(forgotPasswordInput)).mutation(async ({ ctx, input }) => {
  await ctx.req.server.limitResetEmails(ctx.req, ctx.res);
  const log = (error: unknown) => ctx.req.log.error({ err: error }, 'password reset e-mail not sent');
  await requestPasswordReset(ctx.db, ctx.env, ctx.req.server.mailer, input.email, publicOrigin(ctx.req), log);
  return { message: RESET_SENT };
});
