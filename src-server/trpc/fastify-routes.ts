import type { TRPCError } from '@trpc/server';
import { incomingMessageToRequest, type NodeHTTPRequest } from '@trpc/server/adapters/node-http';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { appRouter } from './app-router.ts';
import { createContext } from './context.ts';
import { answerJsonCalls } from './json-calls.ts';

/** Registered with Fastify's `prefix` option, which the routes here are relative to. */
export interface TrpcRouteOptions {
  onError(opts: { error: TRPCError; path: string | undefined }): void;
}

/**
 * tRPC over HTTP as @trpc/server's Fastify adapter serves it, except that a JSON answer goes out
 * whole, with its length, in one write: the adapter reads every answer through a web stream and
 * sends it in chunked encoding. Common calls are answered without fetch objects (json-calls.ts).
 * Streamed answers (jsonl batches, subscriptions) still stream.
 */
export async function trpcRoutes(app: FastifyInstance, opts: TrpcRouteOptions) {
  // tRPC parses the JSON text itself. No procedure takes form data, so other bodies get Fastify's 415.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
    const answer = await answerJsonCalls(req, reply, req.params.path, opts);
    if (answer) return reply.status(answer.status).headers({ vary: 'trpc-accept, accept', 'content-type': 'application/json' }).send(Buffer.from(answer.body));
    const raw: NodeHTTPRequest = req.raw;
    if ('body' in req) raw.body = req.body;
    const response = await resolveResponse({
      router: appRouter,
      req: incomingMessageToRequest(raw, reply.raw, { maxBodySize: null }),
      path: req.params.path,
      error: null,
      createContext: async () => createContext({ req, res: reply }),
      onError: opts.onError,
    });
    // A jsonl batch says so with transfer-encoding; a subscription is an event stream.
    const streamed = response.headers.has('transfer-encoding') || response.headers.get('content-type') !== 'application/json';
    if (streamed) return reply.send(response);
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
