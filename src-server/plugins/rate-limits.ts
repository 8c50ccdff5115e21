import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorReason } from '../../src/errors/reasons.ts';
import { AppError } from '../errors.ts';
import { databaseStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a sign-up attempt from the caller's address; throws 429 (with Retry-After) past the hourly limit. */
    limitSignUps(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Password-reset e-mails asked for from one address, within the same hourly budget as sign-ups. */
    limitResetEmails(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Sign-in links asked for from one address, within the same hourly budget. */
    limitSignInLinks(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Reset links tried from one address (right or wrong), within the same hourly budget. */
    limitResetAttempts(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const NOT_SIGNED_IN = '';

/** The caller's user id for the per-user budget; requests that are not signed in are not counted here. */
async function userKey(request: FastifyRequest): Promise<string> {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/') || route === '/api/health') return NOT_SIGNED_IN;
  // A bad token is the route's to refuse (401); here it only means "no user to count".
  const auth = await request.auth().catch(() => null);
  return auth ? `api:${auth.user.id}` : NOT_SIGNED_IN;
}

/**
 * Request limits through @fastify/rate-limit with a store in the database, so all instances share
 * them: per signed-in user on every API request (a tRPC batch is one request, so it counts once),
 * and per address on sign-ups. 0 in either setting turns that limit off.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const { RATE_LIMIT_API_PER_MIN: perMinute, RATE_LIMIT_SIGNUPS_PER_HOUR: signUpsPerHour } = app.env;
  await app.register(rateLimit, { global: false, store: databaseStore(app.db) });

  if (perMinute > 0) {
    app.addHook(
      'onRequest',
      app.rateLimit({
        max: perMinute,
        timeWindow: 60_000,
        keyGenerator: userKey,
        allowList: (_request, key) => key === NOT_SIGNED_IN,
        errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', 'tooManyRequests', { params: { perMinute } }),
      }),
    );
  }

  /** One hourly budget per client address for each signed-out action that costs the instance work or mail. */
  const perAddress = (prefix: string, reason: ErrorReason) => {
    const limit = app.createRateLimit({ max: signUpsPerHour, timeWindow: 3_600_000, keyGenerator: (request) => `${prefix}:${request.ip}` });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (signUpsPerHour <= 0) return;
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('TOO_MANY_REQUESTS', reason);
      }
    };
  };
  app.decorate('limitSignUps', perAddress('signup', 'tooManySignUps'));
  app.decorate('limitResetEmails', perAddress('reset', 'tooManyResetEmails'));
  app.decorate('limitSignInLinks', perAddress('signin-link', 'tooManySignInLinks'));
  app.decorate('limitResetAttempts', perAddress('reset-try', 'tooManyResetAttempts'));
});
