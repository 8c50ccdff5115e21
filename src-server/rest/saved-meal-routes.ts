import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor, via } from './caller.ts';

export async function savedMealRoutes(app: FastifyInstance) {
  app.get('/api/saved-meals', via('savedMeal.list'), (req, reply) => callerFor(req, reply).savedMeal.list());
  app.post('/api/saved-meals', via('savedMeal.create', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).savedMeal.create(req.body)));
  app.patch<{ Params: { id: string } }>('/api/saved-meals/:id', via('savedMeal.rename'), (req, reply) =>
    callerFor(req, reply).savedMeal.rename(bodyWith(req.body, { id: req.params.id })),
  );
  app.delete<{ Params: { id: string } }>('/api/saved-meals/:id', via('savedMeal.remove'), (req, reply) => callerFor(req, reply).savedMeal.remove({ id: req.params.id }));
  app.post<{ Params: { id: string } }>('/api/saved-meals/:id/log', via('savedMeal.log', 201), async (req, reply) =>
    reply.status(201).send(await callerFor(req, reply).savedMeal.log(bodyWith(req.body, { id: req.params.id }))),
  );
}
