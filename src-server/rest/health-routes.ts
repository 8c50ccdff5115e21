import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../services/health-service.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_req, reply) => {
    const up = await checkDatabase(app.db);
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'ok' : 'down' });
  });
}
