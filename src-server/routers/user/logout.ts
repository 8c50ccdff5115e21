import { successDto } from '../../../src/schemas/outcomes.ts';
import { clearSessionCookie } from '../../plugins/auth.ts';
import { invalidateSession } from '../../services/auth/sessions.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const logout = publicProcedure.output(checked(successDto)).mutation(async ({ ctx }) => {
  const auth = await ctx.req.auth();
  if (auth?.sessionId) await invalidateSession(ctx.db, auth.sessionId);
  clearSessionCookie(ctx.req, ctx.res);
  return { success: true };
});
