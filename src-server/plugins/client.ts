import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { packageRoot as root } from '../runtime-files.ts';

/** Unknown /api paths get a JSON 404; everything else is the single-page client. */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { serveClient: boolean }) => {
  const apiNotFound = { message: 'Not found', code: 'NOT_FOUND', issues: [] };
  if (!opts.serveClient) {
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send(req.url.startsWith('/api') ? apiNotFound : { ...apiNotFound, message: 'Client not served' }),
    );
    return;
  }
  if (app.env.NODE_ENV === 'development') {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    const vite = await createServer({ root, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'spa' });
    app.use((req, res, next) => (req.url?.startsWith('/api') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(apiNotFound));
    return;
  }
  await app.register(fastifyStatic, { root: path.join(root, 'dist'), wildcard: false, maxAge: '1h' });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || (req.method !== 'GET' && req.method !== 'HEAD')) return reply.status(404).send(apiNotFound);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
