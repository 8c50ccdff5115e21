import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor, via } from './caller.ts';

type Id = { Params: { id: string } };

/** Pasted pages may be up to 2 MB, and JSON escaping makes them longer. */
export const RECIPE_IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export async function recipeRoutes(app: FastifyInstance) {
  app.get('/api/recipes', via('recipe.list'), (req, reply) => callerFor(req, reply).recipe.list());
  app.post('/api/recipes', via('recipe.create', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).recipe.create(req.body)));
  app.post('/api/recipes/import', { bodyLimit: RECIPE_IMPORT_BODY_LIMIT, ...via('recipe.importPage') }, (req, reply) => callerFor(req, reply).recipe.importPage(req.body));
  app.get<Id>('/api/recipes/:id', via('recipe.get'), (req, reply) => callerFor(req, reply).recipe.get({ id: req.params.id }));
  app.put<Id>('/api/recipes/:id', via('recipe.update'), (req, reply) => callerFor(req, reply).recipe.update(bodyWith(req.body, { id: req.params.id })));
  app.delete<Id>('/api/recipes/:id', via('recipe.remove'), (req, reply) => callerFor(req, reply).recipe.remove({ id: req.params.id }));
  app.post<Id>('/api/recipes/:id/duplicate', via('recipe.duplicate', 201), async (req, reply) =>
    reply.status(201).send(await callerFor(req, reply).recipe.duplicate({ id: req.params.id })),
  );
  app.post<Id>('/api/recipes/:id/scale', via('recipe.scale'), (req, reply) => callerFor(req, reply).recipe.scale(bodyWith(req.body, { id: req.params.id })));
  app.post<Id>('/api/recipes/:id/log', via('recipe.log', 201), async (req, reply) =>
    reply.status(201).send(await callerFor(req, reply).recipe.log(bodyWith(req.body, { id: req.params.id }))),
  );
  app.post<Id>('/api/recipes/:id/prep', via('recipe.prep', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).recipe.prep({ id: req.params.id })));
}
