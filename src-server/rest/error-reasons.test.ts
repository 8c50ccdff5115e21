import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { banana } from '../test/owned-data.ts';

// Every error says why as a reason of the catalogue (src/errors/en.json) with its values, beside
// the English message it was rendered from, which stays exactly as it was (decision 071).
const t = useTestApp();

const trpcPost = (path: string, value: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/trpc/${path}`, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(value) });

describe('error reasons', () => {
  it('come next to the unchanged REST body', async () => {
    const { cookie } = await signUp(t.app);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/favorite-foods/2000000000', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No food with id 2000000000', code: 'NOT_FOUND', issues: [], reason: 'foodIdNotFound', params: { id: 2_000_000_000 } });

    const unknown = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: { ...banana, foodId: 2_000_000_000 } });
    expect(unknown.json()).toEqual({
      message: 'foodId: No food has this id',
      code: 'BAD_REQUEST',
      issues: [{ path: 'foodId', message: 'No food has this id' }],
      reason: 'invalidField',
      params: { path: 'foodId', problem: 'No food has this id' },
    });

    const signedOut = await t.app.inject({ method: 'GET', url: '/api/food-logs' });
    expect(signedOut.json()).toMatchObject({ message: 'Please sign in to continue', reason: 'signInRequired' });
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).json()).toMatchObject({ message: 'Not found', reason: 'notFound' });
  });

  it("come in tRPC's data, with each issue's reason or its schema facts", async () => {
    const { cookie } = await signUp(t.app);
    const unknown = (await trpcPost('foodLog.create', { ...banana, foodId: 2_000_000_000 }, cookie)).json().error;
    expect(unknown.message).toBe('foodId: No food has this id');
    expect(unknown.data).toMatchObject({
      reason: 'invalidField',
      params: { path: 'foodId', problem: 'No food has this id' },
      issues: [{ path: 'foodId', message: 'No food has this id', reason: 'unknownFoodId', params: {} }],
    });

    const invalid = (await trpcPost('user.register', { email: 42, password: 'x' })).json().error;
    expect(invalid.message).toBe('email: Valid email is required');
    expect(invalid.data.reason).toBe('invalidField');
    // The schema's facts and the type the value had, never the value itself.
    expect(invalid.data.issues).toContainEqual({ path: 'email', message: 'Valid email is required', zod: { code: 'invalid_type', expected: 'string', received: 'number' } });
    expect(JSON.stringify(invalid.data.issues)).not.toContain('42');

    const weight = (await trpcPost('weight.create', { weight: 'heavy' }, cookie)).json().error;
    expect(weight.message).toBe('Invalid weight');
    expect(weight.data).toMatchObject({ reason: 'invalidWeight', issues: [{ path: 'weight', message: 'Please enter a valid weight.', reason: 'invalidWeightDetail' }] });
  });
});
