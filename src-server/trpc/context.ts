import type { FastifyReply, FastifyRequest } from 'fastify';

export function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }) {
  return { db: req.server.db, env: req.server.env, foods: req.server.foods, req, res };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
