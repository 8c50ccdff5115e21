import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isClientPath } from '../../src/client-paths.ts';
import { languages } from '../../src/domain/choices.ts';
import { LANGUAGE_COOKIE } from '../../src/domain/page-language.ts';
import { pageLanguage } from './page-language.ts';
import { AppError } from '../errors.ts';
import { packageRoot as root } from '../runtime-files.ts';
import { SESSION_COOKIE } from './auth.ts';
import { errorBody } from './errors.ts';

/** Hashed build output (`dist/assets/name-<hash>.js`): its name changes whenever its content does. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Hashed assets are kept a year without asking again; every other file (index.html, sw.js, icons)
 * is revalidated on each use (ETag), so a new release is picked up at once.
 */
function cacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A page asked for (an HTML GET of a path with no file extension) that is none of the client's screens. */
export function isMissingPage(req: { method?: string; url?: string; headers: { accept?: string } }): boolean {
  const url = req.url ?? '/';
  const pathname = url.split(/[?#]/)[0]!;
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.accept?.includes('text/html')) return false;
  if (pathname.startsWith('/@') || path.posix.extname(pathname) !== '') return false;
  return !isClientPath(url);
}

/** Unknown /api paths get a JSON 404; everything else is the single-page client, with 404 off its screens. */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { serveClient: boolean; clientDir?: string }) => {
  const apiNotFound = errorBody(new AppError('NOT_FOUND', 'notFound'));
  if (!opts.serveClient) {
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send(req.url.startsWith('/api') ? apiNotFound : errorBody(new AppError('NOT_FOUND', 'clientNotServed'))),
    );
    return;
  }
  if (app.env.NODE_ENV === 'development') {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    await app.register(middie);
    const vite = await createServer({ root, server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'spa' });
    app.use((req, res, next) => {
      if (req.url?.startsWith('/api')) return next();
      if (!isMissingPage(req)) return vite.middlewares(req, res, next);
      // Vite's own page fallback answers 200 for any path; a path that is no screen answers 404, as in production.
      readFile(path.join(root, 'index.html'), 'utf8')
        .then((html) => vite.transformIndexHtml(req.url!, html))
        .then((html) => {
          res.statusCode = 404;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(req.method === 'HEAD' ? undefined : html);
        }, next);
    });
    app.addHook('onClose', () => vite.close());
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(apiNotFound));
    return;
  }
  const clientDir = opts.clientDir ?? path.join(root, 'dist');
  // The build writes .br and .gz beside each text file (vite.config.ts); the best one the browser accepts is sent.
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  // The build renders the landing page into HTML per language (decision 074): a signed-out visitor
  // sees it before any script runs, in the language the client would pick. With a session, `/` is
  // the dashboard or onboarding, so the plain app shell is sent.
  const landingPages = new Set(languages.filter((l) => existsSync(path.join(clientDir, 'landing', `${l}.html`))));
  app.get('/', (req, reply) => {
    reply.header('vary', 'cookie, accept-language');
    const language = pageLanguage(req.cookies[LANGUAGE_COOKIE], req.headers['accept-language']);
    if (req.cookies[SESSION_COOKIE] || !landingPages.has(language)) return reply.sendFile('index.html');
    return reply.sendFile(`landing/${language}.html`);
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || (req.method !== 'GET' && req.method !== 'HEAD')) return reply.status(404).send(apiNotFound);
    // A path that is no screen still gets the app, which shows its not-found page, but answers 404.
    return reply.status(isClientPath(req.url) ? 200 : 404).sendFile('index.html');
  });
});
