import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor, via } from './caller.ts';

type Query = { date?: string };

export async function foodLogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/api/food-search', via('foodLog.search'), (req, reply) => callerFor(req, reply).foodLog.search({ q: req.query.q }));
  app.get<{ Params: { code: string } }>('/api/foods/barcode/:code', via('foodLog.barcode'), (req, reply) => callerFor(req, reply).foodLog.barcode({ code: req.params.code }));
  app.get('/api/favorite-foods', via('foodLog.favorites'), (req, reply) => callerFor(req, reply).foodLog.favorites());
  app.put<{ Params: { foodId: string } }>('/api/favorite-foods/:foodId', via('foodLog.setFavorite'), (req, reply) =>
    callerFor(req, reply).foodLog.setFavorite({ foodId: req.params.foodId, favorite: true }),
  );
  app.delete<{ Params: { foodId: string } }>('/api/favorite-foods/:foodId', via('foodLog.setFavorite'), (req, reply) =>
    callerFor(req, reply).foodLog.setFavorite({ foodId: req.params.foodId, favorite: false }),
  );
  app.post('/api/food-logs', via('foodLog.create', 201), async (req, reply) => {
    const entry = await callerFor(req, reply).foodLog.create(req.body);
    return reply.status(201).send(entry);
  });
  app.post('/api/food-logs/quick-add', via('foodLog.quickAdd', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).foodLog.quickAdd(req.body)));
  app.post('/api/food-logs/copy', via('foodLog.copy', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).foodLog.copy(req.body)));
  app.post('/api/food-logs/portion', via('foodLog.logPortion', 201), async (req, reply) => {
    const entry = await callerFor(req, reply).foodLog.logPortion(req.body);
    return reply.status(201).send(entry);
  });
  app.get<{ Querystring: Query }>('/api/food-logs', via('foodLog.list'), (req, reply) => callerFor(req, reply).foodLog.list({ date: req.query.date }));
  app.get<{ Params: { userId: string }; Querystring: Query }>('/api/food-logs/:userId', via('foodLog.list'), (req, reply) =>
    callerFor(req, reply).foodLog.list({ userId: req.params.userId, date: req.query.date }),
  );
  app.patch<{ Params: { id: string } }>('/api/food-logs/:id', via('foodLog.update'), (req, reply) =>
    callerFor(req, reply).foodLog.update(bodyWith(req.body, { id: req.params.id })),
  );
  app.put<{ Params: { id: string } }>('/api/food-logs/:id', via('foodLog.update'), (req, reply) =>
    callerFor(req, reply).foodLog.update(bodyWith(req.body, { id: req.params.id })),
  );
  app.delete<{ Params: { id: string } }>('/api/food-logs/:id', via('foodLog.remove'), (req, reply) => callerFor(req, reply).foodLog.remove({ id: req.params.id }));
  app.post<{ Params: { id: string } }>('/api/food-logs/:id/restore', via('foodLog.restore', 201), async (req, reply) =>
    reply.status(201).send(await callerFor(req, reply).foodLog.restore({ id: req.params.id })),
  );
  app.get<{ Querystring: Query }>('/api/daily-progress', via('foodLog.dailyProgress'), (req, reply) => callerFor(req, reply).foodLog.dailyProgress({ date: req.query.date }));
  app.get<{ Params: { userId: string; date: string } }>('/api/daily-progress/:userId/:date', via('foodLog.dailyTotals'), (req, reply) =>
    callerFor(req, reply).foodLog.dailyTotals({ userId: req.params.userId, date: req.params.date }),
  );
  app.get<{ Params: { userId: string } }>('/api/daily-progress/:userId', via('foodLog.dailyTotals'), (req, reply) =>
    callerFor(req, reply).foodLog.dailyTotals({ userId: req.params.userId }),
  );
}
