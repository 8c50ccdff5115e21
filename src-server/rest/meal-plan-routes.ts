import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor, via } from './caller.ts';

type Id = { Params: { id: string } };

export async function mealPlanRoutes(app: FastifyInstance) {
  app.post('/api/meal-plans', via('mealPlan.generate', 201), async (req, reply) => {
    const plan = await callerFor(req, reply).mealPlan.generate((req.body ?? {}));
    return reply.status(201).send(plan);
  });
  app.get('/api/meal-plans', via('mealPlan.list'), (req, reply) => callerFor(req, reply).mealPlan.list());
  app.get<Id>('/api/meal-plan/:id', via('mealPlan.get'), (req, reply) => callerFor(req, reply).mealPlan.get({ id: req.params.id }));
  app.get<Id>('/api/meal-plans/:id', via('mealPlan.get'), (req, reply) => callerFor(req, reply).mealPlan.get({ id: req.params.id }));
  app.delete<Id>('/api/meal-plans/:id', via('mealPlan.remove'), (req, reply) => callerFor(req, reply).mealPlan.remove({ id: req.params.id }));
  app.post<Id>('/api/meal-plans/:id/log-meal', via('mealPlan.logMeal', 201), async (req, reply) => {
    const entry = await callerFor(req, reply).mealPlan.logMeal(bodyWith(req.body, { planId: req.params.id }));
    return reply.status(201).send(entry);
  });
  app.post<Id>('/api/meal-plans/:id/log-day', via('mealPlan.logDay', 201), async (req, reply) => {
    const entries = await callerFor(req, reply).mealPlan.logDay(bodyWith(req.body, { planId: req.params.id }));
    return reply.status(201).send(entries);
  });
}
