import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';

const createCaller = createCallerFactory(appRouter);

/** REST shims call the same procedures as the tRPC client, so validation, access and errors are shared. */
export function callerFor(req: FastifyRequest, res: FastifyReply) {
  return createCaller(createContext({ req, res }));
}
