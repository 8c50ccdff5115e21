import type { FastifyInstance } from 'fastify';
import { PHOTO_BODY_LIMIT } from './ai-routes.ts';
import { bodyWith, callerFor, via } from './caller.ts';

/** The caller's own foods (decision 040). */
export async function customFoodRoutes(app: FastifyInstance) {
  app.get('/api/custom-foods', via('customFood.list'), (req, reply) => callerFor(req, reply).customFood.list());
  app.get<{ Params: { id: string } }>('/api/custom-foods/:id', via('customFood.get'), (req, reply) => callerFor(req, reply).customFood.get({ id: req.params.id }));
  app.post('/api/custom-foods', via('customFood.create', 201), async (req, reply) => {
    const food = await callerFor(req, reply).customFood.create(req.body);
    return reply.status(201).send(food);
  });
  app.put<{ Params: { id: string } }>('/api/custom-foods/:id', via('customFood.update'), (req, reply) =>
    callerFor(req, reply).customFood.update(bodyWith(req.body, { id: req.params.id })),
  );
  app.post('/api/foods/label-scan', { bodyLimit: PHOTO_BODY_LIMIT, ...via('customFood.scanLabel') }, (req, reply) => callerFor(req, reply).customFood.scanLabel(req.body));
  app.delete<{ Params: { id: string } }>('/api/custom-foods/:id', via('customFood.remove'), (req, reply) => callerFor(req, reply).customFood.remove({ id: req.params.id }));
}
