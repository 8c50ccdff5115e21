import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { aiOrigin } from '../env.ts';
import { AppError } from '../errors.ts';
import type { ErrorBody } from './errors.ts';
import { publicHosts, type PublicHosts } from './public-hosts.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers on any Host: container and load-balancer checks ask for it on localhost or an address. */
const ANY_HOST_ROUTE = '/api/health';

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
function assertSameOrigin(request: FastifyRequest, hosts: PublicHosts) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin !== null && !hosts.isOwnOrigin(origin)) {
    throw new AppError('FORBIDDEN', 'crossSiteRefused');
  }
}

/**
 * In production, a request for a name that is not the app's is refused before any handler runs: a
 * page whose DNS name was rebound to this server (or a forged Host) reaches nothing. 421 Misdirected
 * Request says the server does not serve that name, which is the fault, not the request's content.
 */
function answersTo(request: FastifyRequest, reply: FastifyReply, hosts: PublicHosts): boolean {
  if (request.server.env.NODE_ENV !== 'production' || request.routeOptions.url === ANY_HOST_ROUTE || hosts.answersTo(request.host)) return true;
  request.log.info({ host: request.host }, 'request for a host name this server does not answer to');
  const body: ErrorBody = { message: 'This server does not answer to that host name', code: 'MISDIRECTED_REQUEST', issues: [] };
  void reply.code(421).send(body);
  return false;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const dev = app.env.NODE_ENV === 'development';
  const ai = aiOrigin(app.env);
  // Helmet writes on the raw response, so replies sent outside Fastify (Vite in development) get the headers too.
  // Its middleware is built once here: Fastify's helmet plugin built it again on every request (its
  // directives parsed anew each time), some 4% of a small read's server CPU.
  const securityHeaders = helmet({
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
  const hosts = publicHosts(app.env);
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => {});
    if (!answersTo(request, reply, hosts)) return;
    assertSameOrigin(request, hosts);
    done();
  });
});
