import type { FastifyInstance, RouteOptions } from 'fastify';

export interface Route {
  method: string;
  url: string;
  bodyLimit: number;
}

const tables = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Wraps the Fastify factory so each app built with it records its routes as they are added. A test
 * file installs it with
 *   vi.mock('fastify', async (original) => (await import('../test/route-table.ts')).recordRoutes(await original()));
 * and reads them with `routesOf(app)`: the route table itself, so a new route is covered without a list.
 */
export function recordRoutes<M extends { default: (...args: never[]) => FastifyInstance }>(module: M): M {
  const factory = (...args: Parameters<M['default']>) => {
    const app = module.default(...args);
    const routes: RouteOptions[] = [];
    tables.set(app, routes);
    // Options objects are kept, not copied: hooks added later (the tRPC body limit) still show.
    app.addHook('onRoute', (route) => void routes.push(route));
    return app;
  };
  return { ...module, default: factory };
}

/** One entry per method and path; HEAD is left out, Fastify answers it with the GET handler. */
export function routesOf(app: FastifyInstance): Route[] {
  const recorded = tables.get(app);
  if (!recorded) throw new Error('routes were not recorded: mock fastify with recordRoutes in this test file');
  return recorded.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: route.url, bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit! })),
  );
}
