import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAppAiEngine } from './ai/create-engine.ts';
import type { AiEngine } from './ai/engine.ts';
import type { Database } from './db/database.ts';
import type { ReadReplica } from './db/read-replica.ts';
import type { Env } from './env.ts';
import { loggerOptions } from './logger.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientPlugin } from './plugins/client.ts';
import { deviceCookiePlugin } from './plugins/device-cookie.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { identityPlugin } from './plugins/identity.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { securityPlugin } from './plugins/security.ts';
import { aiRoutes } from './rest/ai-routes.ts';
import { authRoutes } from './rest/auth-routes.ts';
import { oidcRoutes } from './rest/oidc-routes.ts';
import { foodLogRoutes } from './rest/food-log-routes.ts';
import { weightRoutes } from './rest/weight-routes.ts';
import { energyRoutes } from './rest/energy-routes.ts';
import { nutrientRoutes } from './rest/nutrient-routes.ts';
import { dataRoutes } from './rest/data-routes.ts';
import { historyImportRoutes } from './rest/history-import-routes.ts';
import { adminRoutes } from './rest/admin-routes.ts';
import { healthRoutes } from './rest/health-routes.ts';
import { openApiPlugin } from './rest/openapi.ts';
import { mealPlanRoutes } from './rest/meal-plan-routes.ts';
import { mealPrepRoutes } from './rest/meal-prep-routes.ts';
import { recipeRoutes } from './rest/recipe-routes.ts';
import { customFoodRoutes } from './rest/custom-food-routes.ts';
import { savedMealRoutes } from './rest/saved-meal-routes.ts';
import { mcpRoutes } from './mcp/route.ts';
import { FoodCache } from './services/ai/food-cache.ts';
import { createRecipeLibrary, type RecipeLibrary } from './services/recipes/recipe-library.ts';
import { trpcHttp } from './trpc/http.ts';
import { WorkerPool } from './workers/pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** A streaming replica for reads that tolerate lag (plugins/read-your-writes.ts); null without DATABASE_READ_URL. */
    replica: Database | null;
    env: Env;
    /** State kept for the life of the app, shared by every plugin context. */
    ai: AiEngine;
    recipes: RecipeLibrary;
    foods: FoodCache;
    workers: WorkerPool;
  }
}

export interface AppOptions {
  env: Env;
  db: Database;
  replica?: ReadReplica | undefined;
  /** Serve the client (Vite in development, the built files in production). Tests leave it off. */
  serveClient?: boolean;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp({ env, db, replica, serveClient = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    // A batched tRPC GET names every procedure of the batch in one path parameter; the dashboard's
    // first load batches about ten, past Fastify's default of 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  });
  app.decorate('db', db);
  app.decorate('replica', replica?.db ?? null);
  replica?.reportTo((message, err) => (err ? app.log.warn({ err }, message) : app.log.info(message)));
  app.decorate('env', env);
  app.decorate('ai', createAppAiEngine(env, app.log));
  app.decorate('recipes', createRecipeLibrary(db));
  app.decorate('foods', new FoodCache(db));
  app.decorate('workers', new WorkerPool());
  app.addHook('onClose', () => app.workers.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(authPlugin);
  await app.register(deviceCookiePlugin);
  await app.register(rateLimitsPlugin);
  await app.register(identityPlugin);

  await app.register(trpcHttp, { prefix: '/api/trpc' });
  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(foodLogRoutes);
  await app.register(mealPlanRoutes);
  await app.register(mealPrepRoutes);
  await app.register(savedMealRoutes);
  await app.register(aiRoutes);
  await app.register(weightRoutes);
  await app.register(nutrientRoutes);
  await app.register(dataRoutes);
  await app.register(historyImportRoutes);
  await app.register(energyRoutes);
  await app.register(recipeRoutes);
  await app.register(customFoodRoutes);
  await app.register(oidcRoutes);
  await app.register(adminRoutes);
  await app.register(mcpRoutes);

  await app.register(clientPlugin, { serveClient });
  return app;
}
