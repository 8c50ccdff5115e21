import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientPlugin } from './plugins/client.ts';
import { deviceCookiePlugin } from './plugins/device-cookie.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityPlugin } from './plugins/security.ts';
import { aiRoutes } from './rest/ai-routes.ts';
import { authRoutes } from './rest/auth-routes.ts';
import { foodLogRoutes } from './rest/food-log-routes.ts';
import { weightRoutes } from './rest/weight-routes.ts';
import { dataRoutes } from './rest/data-routes.ts';
import { healthRoutes } from './rest/health-routes.ts';
import { mealPlanRoutes } from './rest/meal-plan-routes.ts';
import { mealPrepRoutes } from './rest/meal-prep-routes.ts';
import { trpcRoutes } from './trpc/fastify-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
  }
}

export interface AppOptions {
  env: Env;
  db: Database;
  /** Serve the client (Vite in development, the built files in production). Tests leave it off. */
  serveClient?: boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** tRPC carries imports (5 MB of text) and photos (8 MB as base64); each procedure's schema caps its own input. */
export const TRPC_BODY_LIMIT = 12 * 1024 * 1024;

export async function buildApp({ env, db, serveClient = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', db);
  app.decorate('env', env);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(deviceCookiePlugin);
  await app.register(rateLimitsPlugin);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/trpc')) route.bodyLimit = TRPC_BODY_LIMIT;
  });
  await app.register(trpcRoutes, {
    prefix: '/api/trpc',
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
    },
  });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(foodLogRoutes);
  await app.register(mealPlanRoutes);
  await app.register(mealPrepRoutes);
  await app.register(aiRoutes);
  await app.register(weightRoutes);
  await app.register(dataRoutes);

  await app.register(clientPlugin, { serveClient });
  return app;
}
