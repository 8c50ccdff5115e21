import { resetPasswordInput } from '../../../src/schemas/user.ts';
import { resetPassword as reset } from '../../services/auth/password-reset.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Sets a new password from a one-time link; the user then signs in with it everywhere afresh. */
export const resetPassword = publicProcedure.input(checked(resetPasswordInput)).mutation(async ({ ctx, input }) => {
  await reset(ctx.db, ctx.env, input);
  return { success: true };
});
