import { successDto } from '../../../src/schemas/outcomes.ts';
import { clearSessionCookie } from '../../plugins/auth.ts';
import { signOutEverywhere as endAll } from '../../services/auth/password-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Ends every session of the user, this one included, and revokes their API tokens. */
export const signOutEverywhere = protectedProcedure.output(checked(successDto)).mutation(async ({ ctx }) => {
  await endAll(ctx.db, ctx.req.server.outbox, ctx.user);
  clearSessionCookie(ctx.req, ctx.res);
  return { success: true };
});
