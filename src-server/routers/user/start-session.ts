import type { SignedIn } from '../../services/auth/auth-service.ts';
import { invalidateSession } from '../../services/auth/sessions.ts';
import { setSessionCookie } from '../../plugins/auth.ts';
import type { Context } from '../../trpc/context.ts';

/** Signing in while signed in switches account: the previous session ends on the server too. */
export async function startSession(ctx: Context, signedIn: SignedIn) {
  const previous = await ctx.req.auth().catch(() => null);
  if (previous?.sessionId) await invalidateSession(ctx.db, previous.sessionId);
  setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
}
