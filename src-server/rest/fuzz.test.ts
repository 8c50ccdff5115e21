import fc from 'fast-check';
import { expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { fuzzSeed, hostileText, hostileValue } from '../test/hostile.ts';

const t = useTestApp();

/** Every documented REST route, with an id or userId slot where the path takes one. */
const ROUTES: [string, string][] = [
  ['POST', '/api/auth/register'], ['POST', '/api/auth/login'], ['POST', '/api/auth/onboarding'], ['PUT', '/api/auth/profile'],
  ['POST', '/api/auth/tokens'], ['DELETE', '/api/auth/tokens/:id'], ['GET', '/api/food-search?q=:q'], ['GET', '/api/foods/barcode/:id'],
  ['POST', '/api/food-logs'], ['GET', '/api/food-logs/:id?date=:q'], ['PATCH', '/api/food-logs/:id'], ['DELETE', '/api/food-logs/:id'],
  ['GET', '/api/daily-progress?date=:q'], ['GET', '/api/daily-progress/:id/:q'], ['POST', '/api/weight-logs'], ['GET', '/api/weight-logs/:id'],
  ['DELETE', '/api/weight-logs/:id'], ['POST', '/api/import/preview'], ['POST', '/api/ai/daily-suggestions'], ['POST', '/api/ai/weekly-summary'],
  ['POST', '/api/food-swaps'], ['POST', '/api/food-swaps/quick'], ['POST', '/api/ai/meal-suggestions'], ['POST', '/api/voice/parse-food'],
  ['POST', '/api/food-analysis'], ['POST', '/api/meal-plans'], ['GET', '/api/meal-plan/:id'], ['DELETE', '/api/meal-plans/:id'],
  ['POST', '/api/meal-plans/:id/log-meal'], ['POST', '/api/meal-prep/generate'], ['POST', '/api/meal-prep/save'], ['PUT', '/api/meal-prep/sessions/:id/complete'],
];

const value = hostileValue(['email', 'password', 'weight', 'date', 'mealType', 'calories', 'food', 'preferences', 'transcript', 'image', 'q', 'userId', 'name', 'days', 'content', 'format']);

it('answers random and malformed requests on every route with a 4xx or success, never a 5xx', async () => {
  const { cookie } = await signUp(t.app);
  let requests = 0;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES), hostileText, hostileText, value, fc.boolean(), async ([method, path], id, q, body, rawJson) => {
      const url = path.replace(':id', encodeURIComponent(id) || 'x').replace(/:q/g, encodeURIComponent(q));
      const payload = method === 'GET' || method === 'DELETE' ? undefined : rawJson ? JSON.stringify(body).slice(0, -1) : JSON.stringify(body ?? null);
      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie, 'content-type': 'application/json' }, payload });
      requests += 1;
      expect(res.statusCode, `${method} ${url} ${String(payload).slice(0, 200)} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
    }),
    // A fixed seed keeps runs reproducible; set FUZZ_SEED to explore other inputs.
    { numRuns: 5000, seed: fuzzSeed },
  );
  expect(requests).toBeGreaterThanOrEqual(5000);
}, 300_000);
