import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor, via } from './caller.ts';

type Id = { Params: { id: string } };
type RecipeId = { Params: { recipeId: string } };

// An 8 MB photo is about 11 MB as base64; the app's default body limit (1 MB) stays for every other route.
export const PHOTO_BODY_LIMIT = 12 * 1024 * 1024;

/** The AI paths; each calls the `ai` tRPC procedure of the same name. */
export async function aiRoutes(app: FastifyInstance) {
  app.post('/api/ai/daily-suggestions', via('ai.dailySuggestions'), (req, reply) => callerFor(req, reply).ai.dailySuggestions(req.body));
  app.get('/api/ai/daily-suggestions', via('ai.latestSuggestions'), (req, reply) => callerFor(req, reply).ai.latestSuggestions());
  app.post('/api/ai/weekly-summary', via('ai.weeklySummary'), (req, reply) => callerFor(req, reply).ai.weeklySummary(req.body));
  app.post('/api/food-swaps', via('ai.swaps'), (req, reply) => callerFor(req, reply).ai.swaps(req.body));
  app.post('/api/food-swaps/quick', via('ai.quickSwap'), (req, reply) => callerFor(req, reply).ai.quickSwap(req.body));
  app.post('/api/ai/meal-suggestions', via('ai.mealSuggestions'), (req, reply) => callerFor(req, reply).ai.mealSuggestions(req.body));
  app.get('/api/ai/conversations', via('ai.conversations'), (req, reply) => callerFor(req, reply).ai.conversations());
  app.get<Id>('/api/ai/conversations/:id', via('ai.conversation'), (req, reply) => callerFor(req, reply).ai.conversation({ id: req.params.id }));
  app.delete<Id>('/api/ai/conversations/:id', via('ai.deleteConversation'), (req, reply) => callerFor(req, reply).ai.deleteConversation({ id: req.params.id }));
  app.get<RecipeId>('/api/ai/meal-recipes/:recipeId', via('ai.mealRecipe'), (req, reply) => callerFor(req, reply).ai.mealRecipe({ recipeId: req.params.recipeId }));
  app.post<RecipeId>('/api/ai/meal-recipes/:recipeId/log', via('ai.logMealRecipe', 201), async (req, reply) =>
    reply.status(201).send(await callerFor(req, reply).ai.logMealRecipe(bodyWith(req.body, { recipeId: req.params.recipeId }))),
  );
  app.post<RecipeId>('/api/ai/meal-recipes/:recipeId/save', via('ai.saveMealRecipe', 201), async (req, reply) =>
    reply.status(201).send(await callerFor(req, reply).ai.saveMealRecipe({ recipeId: req.params.recipeId })),
  );
  app.post('/api/voice/parse-food', via('ai.parseFood'), (req, reply) => callerFor(req, reply).ai.parseFood(req.body));
  app.post('/api/food-analysis', { bodyLimit: PHOTO_BODY_LIMIT, ...via('ai.analyzePhoto') }, (req, reply) => callerFor(req, reply).ai.analyzePhoto(req.body));
}
