import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { aiOrigin } from '../env.ts';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function expectedOrigin(request: FastifyRequest): string {
  return request.server.env.PUBLIC_ORIGIN ?? originOf(`${request.protocol}://${request.host}`) ?? '';
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site form posts and fetches cannot change state: the SameSite cookie is the first wall, this
 * the second. It looks at the method only, never the path: the router decodes `/%61pi/…` to `/api/…`,
 * so a check on the raw URL's spelling can be walked around.
 */
export function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin !== null && origin !== expectedOrigin(request)) {
    throw new AppError('FORBIDDEN', 'crossSiteRefused');
  }
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const dev = app.env.NODE_ENV === 'development';
  const ai = aiOrigin(app.env);
  // Helmet writes on the raw response, so replies sent outside Fastify (Vite in development) get the headers too.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects an inline React refresh preamble and talks over a websocket.
        // 'wasm-unsafe-eval' lets the barcode scanner compile its WebAssembly reader; it allows no eval() of scripts.
        scriptSrc: dev ? ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"] : ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(ai ? [ai] : []), ...(dev ? ['ws:', 'wss:'] : [])],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, _reply, done) => {
    assertSameOrigin(request);
    done();
  });
});
