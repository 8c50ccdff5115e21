import { clearSessionCookie } from '../../plugins/auth.ts';
import { invalidateUserSessions } from '../../services/auth/sessions.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Ends every session of the user, this one included; API tokens are left to be revoked one by one. */
export const signOutEverywhere = protectedProcedure.mutation(async ({ ctx }) => {
  await invalidateUserSessions(ctx.db, ctx.user.id);
  clearSessionCookie(ctx.req, ctx.res);
  return { success: true };
});
