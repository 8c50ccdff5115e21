import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor } from './caller.ts';

type Query = { date?: string };

export async function foodLogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/api/food-search', (req, reply) => callerFor(req, reply).foodLog.search({ q: req.query.q }));
  app.get<{ Params: { code: string } }>('/api/foods/barcode/:code', (req, reply) => callerFor(req, reply).foodLog.barcode({ code: req.params.code }));
  app.get('/api/favorite-foods', (req, reply) => callerFor(req, reply).foodLog.favorites());
  app.put<{ Params: { foodId: string } }>('/api/favorite-foods/:foodId', (req, reply) =>
    callerFor(req, reply).foodLog.setFavorite({ foodId: req.params.foodId, favorite: true }),
  );
  app.delete<{ Params: { foodId: string } }>('/api/favorite-foods/:foodId', (req, reply) =>
    callerFor(req, reply).foodLog.setFavorite({ foodId: req.params.foodId, favorite: false }),
  );
  app.post('/api/food-logs', async (req, reply) => {
    const entry = await callerFor(req, reply).foodLog.create(req.body);
    return reply.status(201).send(entry);
  });
  app.get<{ Querystring: Query }>('/api/food-logs', (req, reply) => callerFor(req, reply).foodLog.list({ date: req.query.date }));
  app.get<{ Params: { userId: string }; Querystring: Query }>('/api/food-logs/:userId', (req, reply) =>
    callerFor(req, reply).foodLog.list({ userId: req.params.userId, date: req.query.date }),
  );
  app.patch<{ Params: { id: string } }>('/api/food-logs/:id', (req, reply) =>
    callerFor(req, reply).foodLog.update(bodyWith(req.body, { id: req.params.id })),
  );
  app.put<{ Params: { id: string } }>('/api/food-logs/:id', (req, reply) =>
    callerFor(req, reply).foodLog.update(bodyWith(req.body, { id: req.params.id })),
  );
  app.delete<{ Params: { id: string } }>('/api/food-logs/:id', (req, reply) => callerFor(req, reply).foodLog.remove({ id: req.params.id }));
  app.get<{ Querystring: Query }>('/api/daily-progress', (req, reply) => callerFor(req, reply).foodLog.dailyProgress({ date: req.query.date }));
  app.get<{ Params: { userId: string; date: string } }>('/api/daily-progress/:userId/:date', (req, reply) =>
    callerFor(req, reply).foodLog.dailyTotals({ userId: req.params.userId, date: req.params.date }),
  );
  app.get<{ Params: { userId: string } }>('/api/daily-progress/:userId', (req, reply) =>
    callerFor(req, reply).foodLog.dailyTotals({ userId: req.params.userId }),
  );
}
