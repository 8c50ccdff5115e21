import type { AnyProcedure, RouterCaller } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { callProcedure } from '../trpc/direct-calls.ts';

type Caller = ReturnType<RouterCaller<AppRouter['_def']['_config']['$types'], AppRouter['_def']['record']>>;

// Keyed by dotted path at run time ('foodLog.create'), whatever its declared type says.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/**
 * REST shims call the same procedures as the tRPC client, so validation, access and errors are
 * shared: `callerFor(req, reply).foodLog.create(body)`, typed as tRPC's own caller.
 */
export function callerFor(req: FastifyRequest, res: FastifyReply): Caller {
  const ctx = createContext({ req, res });
  const routerProxy = (router: string) =>
    new Proxy({}, { get: (_, name: string) => (input?: unknown) => callProcedure(procedures[`${router}.${name}`]!, ctx, input, `${router}.${name}`) });
  return new Proxy({}, { get: (_, router: string) => routerProxy(router) }) as Caller;
}
