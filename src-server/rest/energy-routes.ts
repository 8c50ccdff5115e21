import type { FastifyInstance } from 'fastify';
import { callerFor, via } from './caller.ts';

type Day = { Querystring: { date?: string } };

/** Goal, check-in and history; water; activity and steps (issue 15), over the same procedures as tRPC. */
export async function energyRoutes(app: FastifyInstance) {
  app.get('/api/goal', via('goal.get'), (req, reply) => callerFor(req, reply).goal.get());
  app.put('/api/goal', via('goal.set'), (req, reply) => callerFor(req, reply).goal.set(req.body));
  app.get<{ Querystring: { days?: string } }>('/api/history', via('goal.history'), (req, reply) => callerFor(req, reply).goal.history({ days: req.query.days }));

  app.get('/api/check-in', via('expenditure.checkIn'), (req, reply) => callerFor(req, reply).expenditure.checkIn());
  app.post('/api/check-in/accept', via('expenditure.accept'), (req, reply) => callerFor(req, reply).expenditure.accept(req.body));
  app.post('/api/check-in/keep', via('expenditure.keep'), (req, reply) => callerFor(req, reply).expenditure.keep());
  app.get('/api/target-changes', via('expenditure.targetChanges'), (req, reply) => callerFor(req, reply).expenditure.targetChanges());

  app.get<Day>('/api/water', via('water.day'), (req, reply) => callerFor(req, reply).water.day({ date: req.query.date }));
  app.post('/api/water', via('water.add', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).water.add(req.body)));
  app.delete<{ Params: { id: string } }>('/api/water/:id', via('water.remove'), (req, reply) => callerFor(req, reply).water.remove({ id: req.params.id }));
  app.put('/api/water/target', via('water.setTarget'), (req, reply) => callerFor(req, reply).water.setTarget(req.body));

  app.get('/api/activities', via('activity.catalog'), (req, reply) => callerFor(req, reply).activity.catalog());
  app.get<Day>('/api/activity', via('activity.day'), (req, reply) => callerFor(req, reply).activity.day({ date: req.query.date }));
  app.post('/api/activity', via('activity.add', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).activity.add(req.body)));
  app.delete<{ Params: { id: string } }>('/api/activity/:id', via('activity.remove'), (req, reply) => callerFor(req, reply).activity.remove({ id: req.params.id }));
  app.put('/api/steps', via('activity.setSteps'), (req, reply) => callerFor(req, reply).activity.setSteps(req.body));
  app.put('/api/activity/settings', via('activity.setSettings'), (req, reply) => callerFor(req, reply).activity.setSettings(req.body));
}
