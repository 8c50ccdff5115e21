import type { FastifyInstance } from 'fastify';
import { callerFor, via } from './caller.ts';

export async function mealPrepRoutes(app: FastifyInstance) {
  app.post('/api/meal-prep/generate', via('mealPrep.generate', 201), async (req, reply) => {
    const session = await callerFor(req, reply).mealPrep.generate((req.body ?? {}));
    return reply.status(201).send(session);
  });
  app.get<{ Querystring: { q?: string } }>('/api/meal-prep/library', via('mealPrep.library'), (req, reply) => callerFor(req, reply).mealPrep.library({ q: req.query.q }));
  app.post('/api/meal-prep/save', via('mealPrep.save'), (req, reply) => callerFor(req, reply).mealPrep.save(req.body));
  app.get('/api/meal-prep/sessions', via('mealPrep.sessions'), (req, reply) => callerFor(req, reply).mealPrep.sessions());
  app.put<{ Params: { id: string } }>('/api/meal-prep/sessions/:id/complete', via('mealPrep.complete'), (req, reply) =>
    callerFor(req, reply).mealPrep.complete({ id: req.params.id }),
  );
}
