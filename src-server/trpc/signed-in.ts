import { requireUser } from '../plugins/auth.ts';
import { assertWithinApiLimit } from '../services/auth/api-rate-limit.ts';
import type { Context } from './context.ts';

/** What a signed-in procedure adds to the context: the caller, once they are signed in and within the API limit. */
export async function signedInContext(ctx: Context) {
  const auth = await requireUser(ctx.req);
  await assertWithinApiLimit(ctx.db, auth.user.id, ctx.env.RATE_LIMIT_API_PER_MIN);
  return { user: auth.user, sessionId: auth.sessionId };
}
