import type { FastifyInstance } from 'fastify';
import { callerFor, via } from './caller.ts';

export async function weightRoutes(app: FastifyInstance) {
  app.post('/api/weight-logs', via('weight.create', 201), async (req, reply) => {
    const entry = await callerFor(req, reply).weight.create(req.body);
    return reply.status(201).send(entry);
  });
  app.get('/api/weight-logs', via('weight.list'), (req, reply) => callerFor(req, reply).weight.list());
  app.get<{ Params: { userId: string } }>('/api/weight-logs/:userId', via('weight.list'), (req, reply) => callerFor(req, reply).weight.list({ userId: req.params.userId }));
  app.delete<{ Params: { id: string } }>('/api/weight-logs/:id', via('weight.remove'), (req, reply) => callerFor(req, reply).weight.remove({ id: req.params.id }));
  app.get('/api/progress', via('weight.progress'), (req, reply) => callerFor(req, reply).weight.progress());
}
