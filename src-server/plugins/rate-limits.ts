import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { databaseStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a sign-up attempt from the caller's address; throws 429 (with Retry-After) past the hourly limit. */
    limitSignUps(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Password-reset e-mails asked for from one address, within the same hourly budget as sign-ups. */
    limitResetEmails(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

  const signUps = app.createRateLimit({ max: signUpsPerHour, timeWindow: 3_600_000, keyGenerator: (request) => `signup:${request.ip}` });
  app.decorate('limitSignUps', async (request: FastifyRequest, reply: FastifyReply) => {
    if (signUpsPerHour <= 0) return;
    const result = await signUps(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', 'tooManySignUps');
    }
  });

  const resetEmails = app.createRateLimit({ max: signUpsPerHour, timeWindow: 3_600_000, keyGenerator: (request) => `reset:${request.ip}` });
  app.decorate('limitResetEmails', async (request: FastifyRequest, reply: FastifyReply) => {
    if (signUpsPerHour <= 0) return;
    const result = await resetEmails(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', 'tooManyResetEmails');
    }
  });
});
