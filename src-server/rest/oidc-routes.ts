import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '../../src/domain/return-path.ts';
import { AppError } from '../errors.ts';
import { publicOrigin } from '../env.ts';
import { isSecure, setSessionCookie } from '../plugins/auth.ts';
import { finishOidcSignIn, FLOW_LIFETIME_MS, OidcRefused, startOidcSignIn } from '../services/auth/oidc-sign-in.ts';
import { createSession, invalidateSession } from '../services/auth/sessions.ts';

export const OIDC_FLOW_COOKIE = 'platewise_oidc';
/** The app path the sign-in started from (a deep link), followed after the provider sends the browser back. */
const OIDC_RETURN_COOKIE = 'platewise_oidc_return';
const COOKIE_PATH = '/api/auth/oidc';
const CALLBACK_PATH = '/api/auth/oidc/callback';

function provider(req: FastifyRequest) {
  const config = req.server.oidc;
  if (!config) throw new AppError('NOT_FOUND', 'singleSignOnOff');
  return config;
}

/** Back to the sign-in screen, which says why in words of its own. */
function refuse(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  const refusal = error instanceof OidcRefused ? error : new OidcRefused('unavailable', error instanceof Error ? error.message : String(error));
  req.log.warn({ reason: refusal.reason, detail: refusal.message }, 'single sign-on refused');
  return reply.redirect(`/auth?signInError=${refusal.reason}`, 302);
}

/**
 * Browser redirects, not API calls: the button on the sign-in screen navigates to start, and the
 * provider sends the browser back to the callback (the redirect URI to register with it).
 */
export async function oidcRoutes(app: FastifyInstance) {
  app.get('/api/auth/oidc/start', async (req, reply) => {
    const config = provider(req);
    let started;
    try {
      started = await startOidcSignIn(app.db, await config(), publicOrigin(app.env) + CALLBACK_PATH);
    } catch (error) {
      return refuse(req, reply, error);
    }
    const { flowId, url } = started;
    const cookie = { httpOnly: true, sameSite: 'lax', secure: isSecure(req), path: COOKIE_PATH, maxAge: FLOW_LIFETIME_MS / 1000 } as const;
    reply.setCookie(OIDC_FLOW_COOKIE, flowId, cookie);
    const back = safeReturnPath((req.query as { redirect?: unknown }).redirect);
    if (back) reply.setCookie(OIDC_RETURN_COOKIE, back, cookie);
    else reply.clearCookie(OIDC_RETURN_COOKIE, { path: COOKIE_PATH });
    return reply.redirect(url, 302);
  });

  app.get(CALLBACK_PATH, async (req, reply) => {
    const config = provider(req);
    reply.clearCookie(OIDC_FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(req), path: COOKIE_PATH });
    reply.clearCookie(OIDC_RETURN_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(req), path: COOKIE_PATH });
    let user;
    try {
      user = await finishOidcSignIn(app.db, app.env, await config(), req.cookies[OIDC_FLOW_COOKIE], new URL(req.url, publicOrigin(app.env)));
    } catch (error) {
      return refuse(req, reply, error);
    }
    // Signing in while signed in switches account: the previous session ends on the server too.
    const previous = await req.auth().catch(() => null);
    if (previous?.sessionId) await invalidateSession(app.db, previous.sessionId);
    const session = await createSession(app.db, user.id);
    setSessionCookie(req, reply, session.token, session.expiresAt);
    // The cookie is the browser's own, so it is checked again: only a path inside this app is followed.
    return reply.redirect(safeReturnPath(req.cookies[OIDC_RETURN_COOKIE]) ?? '/', 302);
  });
}
