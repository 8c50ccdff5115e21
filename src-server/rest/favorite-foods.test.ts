import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

async function foodIds(n: number): Promise<number[]> {
  const rows = await t.database.db.selectFrom('foods').select('id').orderBy('id').limit(n).execute();
  return rows.map((r) => r.id);
}

const list = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/favorite-foods', headers: { cookie } })).json() as number[];
const star = (cookie: string, id: number | string, method: 'PUT' | 'DELETE' = 'PUT') => t.app.inject({ method, url: `/api/favorite-foods/${id}`, headers: { cookie } });

describe('favorite foods', () => {
  it('stars and unstars foods, newest first, and keeps them across sign-ins', async () => {
    const { cookie } = await signUp(t.app);
    const [a, b] = await foodIds(2);
    expect(await list(cookie)).toEqual([]);
    expect((await star(cookie, a!)).json()).toEqual({ foodId: a, favorite: true });
    await star(cookie, b!);
    await star(cookie, b!);
    expect(await list(cookie)).toEqual([b, a]);
    expect((await star(cookie, a!, 'DELETE')).json()).toEqual({ foodId: a, favorite: false });
    expect(await list(cookie)).toEqual([b]);
  });

  it('keeps each user to their own stars', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const [a] = await foodIds(1);
    await star(owner.cookie, a!);
    expect(await list(other.cookie)).toEqual([]);
    await star(other.cookie, a!, 'DELETE');
    expect(await list(owner.cookie)).toEqual([a]);
  });

  it('answers 404 for a food that does not exist, 400 for a bad id, 401 signed out', async () => {
    const { cookie } = await signUp(t.app);
    const missing = await star(cookie, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No food with id 2000000000');
    const bad = await star(cookie, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: 'foodId', message: 'Food id must be a number' });
    expect(await list(cookie)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/favorite-foods' })).statusCode).toBe(401);
  });
});
