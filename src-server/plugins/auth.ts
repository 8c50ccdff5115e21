import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenScope } from '../../src/schemas/user.ts';
import type { UserRow } from '../db/schema.ts';
import { publicOrigin } from '../env.ts';
import { AppError } from '../errors.ts';
import { userForApiToken } from '../services/auth/api-token-service.ts';
import { validateSessionToken } from '../services/auth/sessions.ts';
import { SignedInCache } from '../services/auth/signed-in-cache.ts';

export const SESSION_COOKIE = 'platewise_session';

export interface AuthState {
  user: UserRow;
  /** Set for cookie sessions; API tokens have none. */
  sessionId?: string;
  /** Set for API tokens: what the token may do. A cookie session may do everything. */
  scopes?: readonly TokenScope[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions read in the last seconds on this instance (services/auth/signed-in-cache.ts). */
    signedInCache: SignedInCache;
  }
  interface FastifyRequest {
    /** Resolves the caller once per request from a bearer token or the session cookie. */
    auth(): Promise<AuthState | null>;
    authPromise: Promise<AuthState | null> | null;
    /** The caller's user id once auth() has found one. */
    signedInUserId: string | null;
  }
}

export function isSecure(request: FastifyRequest): boolean {
  return publicOrigin(request.server.env).startsWith('https://');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(request), path: '/' });
}

async function resolveAuth(request: FastifyRequest, reply: FastifyReply): Promise<AuthState | null> {
  const db = request.server.db;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const found = await userForApiToken(db, header.slice('Bearer '.length).trim());
    if (!found || found.user.disabled_at) throw new AppError('UNAUTHORIZED', 'apiTokenInvalid');
    return found;
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await validateSessionToken(db, token, new Date(), request.server.signedInCache);
  // A disabled account's sessions are deleted; this covers a session read just before that.
  if (!session || session.user.disabled_at) {
    clearSessionCookie(request, reply);
    return null;
  }
  if (session.renewedUntil) setSessionCookie(request, reply, token, session.renewedUntil);
  return { user: session.user, sessionId: session.sessionId };
}

export async function requireUser(request: FastifyRequest): Promise<AuthState> {
  const state = await request.auth();
  if (!state) throw new AppError('UNAUTHORIZED', 'signInRequired');
  return state;
}

async function signedInState(request: FastifyRequest, reply: FastifyReply): Promise<AuthState | null> {
  const state = await resolveAuth(request, reply);
  request.signedInUserId = state?.user.id ?? null;
  return state;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('signedInCache', new SignedInCache());
  app.decorateRequest('authPromise', null);
  app.decorateRequest('signedInUserId', null);
  app.decorateRequest('auth', function (this: FastifyRequest) {
    throw new Error('auth() is bound per request');
  });
  app.addHook('onRequest', (request, reply, done) => {
    request.auth = () => (request.authPromise ??= signedInState(request, reply));
    done();
  });
});
