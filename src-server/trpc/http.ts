import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { appRouter, type AppRouter } from './app-router.ts';
import { createContext } from './context.ts';

/** tRPC carries imports (5 MB of text) and photos (8 MB as base64); each procedure's schema caps its own input. */
export const TRPC_BODY_LIMIT = 12 * 1024 * 1024;

class UnsupportedMediaType extends Error {
  readonly statusCode = 415;
}

/** tRPC over HTTP at `/api/trpc` through @trpc/server's own Fastify adapter. */
export async function trpcHttp(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = TRPC_BODY_LIMIT;
  });
  // The adapter accepts form data for procedures that take it; none here does, so it is refused before it is read.
  app.addHook('onRequest', async (req) => {
    if (req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) throw new UnsupportedMediaType('Send the call as JSON: form data is not accepted here');
  });
  // The adapter hands Fastify a fetch Response, which Fastify streams: a chunked write, then the end.
  // A JSON answer is complete when handed over, so it goes out in one write with its length;
  // streamed answers (JSON lines, subscriptions) still stream.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!(payload instanceof Response) || payload.headers.get('content-type') !== 'application/json' || payload.headers.has('transfer-encoding')) return payload;
    reply.status(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
  const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
    router: appRouter,
    createContext,
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
    },
  };
  await app.register(fastifyTRPCPlugin, { trpcOptions });
}
