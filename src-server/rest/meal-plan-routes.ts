import type { FastifyInstance } from 'fastify';
import { callerFor } from './caller.ts';

type Id = { Params: { id: string } };

export async function mealPlanRoutes(app: FastifyInstance) {
  app.post('/api/meal-plans', async (req, reply) => {
    const plan = await callerFor(req, reply).mealPlan.generate((req.body ?? {}) as never);
    return reply.status(201).send(plan);
  });
  app.get('/api/meal-plans', (req, reply) => callerFor(req, reply).mealPlan.list());
  app.get<Id>('/api/meal-plan/:id', (req, reply) => callerFor(req, reply).mealPlan.get({ id: req.params.id as never }));
  app.get<Id>('/api/meal-plans/:id', (req, reply) => callerFor(req, reply).mealPlan.get({ id: req.params.id as never }));
  app.delete<Id>('/api/meal-plans/:id', (req, reply) => callerFor(req, reply).mealPlan.remove({ id: req.params.id as never }));
  app.post<Id>('/api/meal-plans/:id/log-meal', async (req, reply) => {
    const entry = await callerFor(req, reply).mealPlan.logMeal({ ...(req.body as object), planId: req.params.id } as never);
    return reply.status(201).send(entry);
  });
}
