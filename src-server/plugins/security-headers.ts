import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * The headers helmet sets for these options, worked out once at start-up by a throwaway server:
 * @fastify/helmet rebuilds every helmet middleware (and re-parses the CSP) on each request, and
 * none of these headers depend on the request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', (_req, reply) => reply.raw.getHeaders());
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(res.json() as Record<string, string>);
  } finally {
    await probe.close();
  }
}
