import type { FastifyInstance } from 'fastify';
import { callerFor, via } from './caller.ts';

export async function nutrientRoutes(app: FastifyInstance) {
  app.get('/api/nutrients', via('nutrients.report'), (req, reply) => callerFor(req, reply).nutrients.report(req.query));
  app.get('/api/nutrient-targets', via('nutrients.targets'), (req, reply) => callerFor(req, reply).nutrients.targets());
  app.put('/api/nutrient-targets', via('nutrients.setTargets'), (req, reply) => callerFor(req, reply).nutrients.setTargets(req.body));
}
