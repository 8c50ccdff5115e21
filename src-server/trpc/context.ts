import type { FastifyReply, FastifyRequest } from 'fastify';
import { lagTolerantDb } from '../plugins/read-your-writes.ts';

export function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }) {
  return { db: req.server.db, readDb: lagTolerantDb(req), env: req.server.env, foods: req.server.foods, req, res };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
