import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { banana, rowCounts } from '../test/owned-data.ts';

// Inputs the fuzz tests found answered with a 500; each is now a 400 that names the field.
const t = useTestApp();

let cookie: string;
beforeAll(async () => {
  cookie = (await signUp(t.app)).cookie;
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('inputs that used to fail inside the database', () => {
  it('refuses a NUL character in text, which the database cannot store', async () => {
    const before = await rowCounts(t.database.db);
    const food = await post('/api/food-logs', { ...banana, foodName: 'Ban\u0000ana' });
    expect(food.statusCode).toBe(400);
    expect(food.json().issues).toContainEqual({ path: 'foodName', message: 'Food name must not contain NUL characters' });
    expect((await post('/api/auth/tokens', { name: 'a\u0000b' })).statusCode).toBe(400);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('refuses the year 0, which JavaScript has and the database does not', async () => {
    const res = await post('/api/food-logs', { ...banana, date: '0000-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'date', message: 'Date must be a real calendar date' });
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs?date=0000-01-01', headers: { cookie } })).statusCode).toBe(400);
  });

  it('refuses a token id beyond the database integer range', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/tokens/2147483648', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id: Token id is out of range');
  });

  it('refuses a food id that names no food, and logs nothing', async () => {
    const before = await rowCounts(t.database.db);
    const res = await post('/api/food-logs', { ...banana, foodId: 2_000_000_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'foodId: No food has this id', issues: [{ path: 'foodId', message: 'No food has this id' }] });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
