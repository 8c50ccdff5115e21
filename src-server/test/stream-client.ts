import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import type { AppRouter } from '../trpc/app-router.ts';

/** The app's address, listening on a free port from the first call on. */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.server.listening ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}` : await app.listen({ port: 0, host: '127.0.0.1' });
}

/** A tRPC client as the browser makes one for streamed answers, signed in with `cookie`, against the app listening on a free port. */
export async function streamClient(app: FastifyInstance, cookie: string) {
  const origin = await listening(app);
  return createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${origin}/api/trpc`, headers: { cookie } })] });
}
