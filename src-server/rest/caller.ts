import type { AnyProcedure, RouterCaller } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { createContext, type Context } from '../trpc/context.ts';
import { callProcedure } from '../trpc/direct-calls.ts';

type Caller = ReturnType<RouterCaller<AppRouter['_def']['_config']['$types'], AppRouter['_def']['record']>>;

// Keyed by dotted path at run time ('foodLog.create'), whatever its declared type says.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

// Handlers made once: a request makes two small proxies and one function, not a tree of closures.
const routerHandler: ProxyHandler<{ ctx: Context; router: string }> = {
  get({ ctx, router }, name: string) {
    const path = `${router}.${name}`;
    return (input?: unknown) => callProcedure(procedures[path]!, ctx, input, path);
  },
};
const rootHandler: ProxyHandler<{ ctx: Context }> = {
  get: ({ ctx }, router: string) => new Proxy({ ctx, router }, routerHandler),
};

/**
 * REST shims call the same procedures as the tRPC client, so validation, access and errors are
 * shared: `callerFor(req, reply).foodLog.create(body)`, typed as tRPC's own caller.
 */
export function callerFor(req: FastifyRequest, res: FastifyReply): Caller {
  return new Proxy({ ctx: createContext({ req, res }) }, rootHandler) as unknown as Caller;
}
