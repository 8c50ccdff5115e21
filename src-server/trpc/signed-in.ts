import { requireUser } from '../plugins/auth.ts';
import { assertScope, scopeFor } from '../services/auth/token-scopes.ts';
import type { Context } from './context.ts';

/** What a signed-in procedure adds to the context: the caller, once signed in and allowed this call. */
export async function signedInContext(ctx: Context, path: string, type: string) {
  const auth = await requireUser(ctx.req);
  assertScope(auth.scopes, scopeFor(path, type));
  return { user: auth.user, sessionId: auth.sessionId };
}
