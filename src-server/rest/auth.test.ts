import { describe, expect, it } from 'vitest';
import { completeProfile, sessionCookie, signUp, uniqueEmail, useTestApp } from '../test/app.ts';

const t = useTestApp();

describe('registration', () => {
  it('creates an account, normalises the e-mail and signs the user in', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `  ${email.toUpperCase()} `, password: 'long enough pw', firstName: 'Ada' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: email.toLowerCase(), firstName: 'Ada', age: null });
    expect(res.json()).not.toHaveProperty('passwordHash');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email.toLowerCase());
  });

  it('sets an HttpOnly SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'long enough pw' } });
    const cookie = res.cookies.find((c) => c.name === 'platewise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[a-z2-7]{32}$/);
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'long enough pw' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: email.toUpperCase(), password: 'another pass' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'not-an-email', password: 'long enough pw' }, 'email', 'Valid email is required'],
    [{ email: uniqueEmail(), password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ email: uniqueEmail(), password: 'x'.repeat(201) }, 'password', 'Password must be at most 200 characters'],
    [{ password: 'long enough pw' }, 'email', 'Valid email is required'],
  ])('rejects %j with a 400 naming the field', async (payload, path, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', issues: expect.arrayContaining([{ path, message }]) });
    expect(res.cookies).toHaveLength(0);
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { email, password } = await signUp(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid email or password');
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email.toUpperCase(), password } });
    expect(right.statusCode).toBe(200);
    expect(right.json().email).toBe(email);
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 on /api/auth/user when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'platewise_session=abcdefghijklmnopqrstuvwxyz234567' } });
    expect(forged.statusCode).toBe(401);
  });

  it('stores only the SHA-256 hash of the session token', async () => {
    const { cookie, id } = await signUp(t.app);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute();
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends the landing button to the sign-in screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });
});

describe('onboarding and profile', () => {
  it('computes targets by Mifflin-St Jeor at onboarding', async () => {
    const { cookie } = await signUp(t.app, { onboard: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: { ...completeProfile, age: '30', timeZone: 'Europe/Paris' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ age: 30, dailyCalories: 2759, dailyProtein: 190, dailyCarbs: 310, dailyFats: 84, timeZone: 'Europe/Paris' });
  });

  it.each([
    ['age', 12, 'Age must be between 13 and 120'],
    ['age', 121, 'Age must be between 13 and 120'],
    ['height', 99, 'Height must be between 100 and 250 cm'],
    ['weight', 301, 'Weight must be between 30 and 300 kg'],
    ['gender', 'robot', 'Gender must be one of: male, female, other'],
    ['activityLevel', 'athlete', 'Activity level must be one of: sedentary, lightly_active, moderately_active, very_active, extremely_active'],
    ['weight', 'heavy', 'Weight must be between 30 and 300 kg'],
    ['timeZone', 'Mars/Olympus', 'Time zone must be an IANA zone such as Europe/Paris'],
  ])('refuses onboarding with a bad %s and stores nothing', async (field, value, message) => {
    const { cookie } = await signUp(t.app, { onboard: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: { ...completeProfile, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().age).toBeNull();
  });

  it('recomputes targets when the profile changes and keeps decimals for height and weight', async () => {
    const { cookie } = await signUp(t.app);
    const payload = { ...completeProfile, firstName: 'Grace', lastName: 'Hopper', weight: 72.5, height: 170.2, fitnessGoal: 'lose_fat', weightUnit: 'lb' };
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie }, payload });
    expect(res.statusCode).toBe(200);
    const expected = Math.round((10 * 72.5 + 6.25 * 170.2 - 5 * 30 + 5) * 1.55 * 0.8);
    expect(res.json()).toMatchObject({ firstName: 'Grace', weight: 72.5, height: 170.2, dailyCalories: expected, weightUnit: 'lb' });
  });

  it('requires a first name on profile edits; the last name is optional, as at sign-up', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie }, payload: { ...completeProfile, firstName: '  ', lastName: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'firstName', message: 'First name is required' }]);
  });

  it('refuses profile calls from signed-out visitors', async () => {
    for (const [method, url] of [['POST', '/api/auth/onboarding'], ['PUT', '/api/auth/profile'], ['DELETE', '/api/auth/account'], ['GET', '/api/user-profile']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : completeProfile });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('account deletion', () => {
  it('deletes the user with all their data and ends every session', async () => {
    const { cookie, id, email, password } = await signUp(t.app);
    const second = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }));
    await t.database.db.insertInto('weight_logs').values({ user_id: id, weight: 80, date: '2026-11-01' }).execute();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    for (const c of [cookie, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: c } })).statusCode).toBe(401);
    }
    expect(await t.database.db.selectFrom('weight_logs').where('user_id', '=', id).selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('sessions').where('user_id', '=', id).selectAll().execute()).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(401);
  });
});

describe('switching account', () => {
  it('ends the previous session when another account signs in on the same browser', async () => {
    const first = await signUp(t.app, { onboard: false });
    const second = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie: first.cookie }, payload: { email: second.email, password: second.password } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } })).json().email).toBe(second.email);
  });
});
