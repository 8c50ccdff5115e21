import { requireUser } from '../plugins/auth.ts';
import type { Context } from './context.ts';

/** What a signed-in procedure adds to the context: the caller, once they are signed in. */
export async function signedInContext(ctx: Context) {
  const auth = await requireUser(ctx.req);
  return { user: auth.user, sessionId: auth.sessionId };
}
