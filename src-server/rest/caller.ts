import type { inferRouterOutputs } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';

type Outputs = inferRouterOutputs<AppRouter>;

/**
 * The procedures as a REST shim calls them: with whatever the request carries, which each
 * procedure's own schema then checks (a 400 naming the field), and typed answers.
 */
export type RestCaller = {
  [R in keyof Outputs]: { [P in keyof Outputs[R]]: (input?: unknown) => Promise<Outputs[R][P]> };
};

const createCaller = createCallerFactory(appRouter);

/**
 * REST shims call the same procedures as the tRPC client, through tRPC's own caller, so
 * validation, access and errors are shared: `callerFor(req, reply).foodLog.create(req.body)`.
 */
export function callerFor(req: FastifyRequest, res: FastifyReply): RestCaller {
  // Typed inputs are for code that builds them; here they come off the wire and are validated by the procedure.
  return createCaller(createContext({ req, res })) as unknown as RestCaller;
}

/** The request body with the path's parameters added; a body that is not an object is left for the schema to refuse. */
export function bodyWith(body: unknown, params: Record<string, string>): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ...params } : body;
}

/** A procedure's dotted path, such as 'foodLog.create'. */
export type ProcedurePath = { [R in keyof Outputs]: `${R & string}.${keyof Outputs[R] & string}` }[keyof Outputs];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The procedure a REST route calls, and its status on success: what the OpenAPI document describes. */
    procedure?: ProcedurePath;
    status?: number;
  }
}

/** Route options naming the procedure a shim calls: `app.post('/api/food-logs', via('foodLog.create', 201), …)`. */
export function via(procedure: ProcedurePath, status = 200) {
  return { config: { procedure, status } };
}
