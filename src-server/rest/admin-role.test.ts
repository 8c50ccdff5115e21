import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminAppointed from '../../db/migrations/20261129000200_admin_appointed.ts';
import { signUp, uniqueEmail, useTestApp, type TestContext } from '../test/app.ts';
import { testDatabaseKind } from '../test/database.ts';

type User = Awaited<ReturnType<typeof signUp>>;
const LAST_ADMIN = 'This is the only admin of this instance: make another account admin first';

// Each database starts empty, so each one's first account is its admin.
const t = useTestApp();
const emptied = useTestApp();
const race = useTestApp();

const as = (ctx: TestContext, user: User, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
const roleOf = async (ctx: TestContext, user: User) => (await as(ctx, user, 'GET', '/api/auth/user')).json().role;
const setRole = (by: User, user: User, role: string) => as(t, by, 'PUT', `/api/admin/users/${user.id}/role`, { role });

let admin: User;
beforeAll(async () => {
  admin = await signUp(t.app);
});

describe('an instance always has an admin', () => {
  it('refuses the only admin deleting their account, stepping down or disabling themself, over REST and tRPC', async () => {
    const deleted = await as(t, admin, 'DELETE', '/api/auth/account');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(LAST_ADMIN);
    const viaTrpc = await as(t, admin, 'POST', '/api/trpc/user.deleteAccount', {});
    expect(viaTrpc.statusCode).toBe(409);
    expect(viaTrpc.json().error.message).toBe(LAST_ADMIN);
    const demoted = await setRole(admin, admin, 'member');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe(LAST_ADMIN);
    expect((await as(t, admin, 'PUT', `/api/admin/users/${admin.id}/disabled`, { disabled: true })).statusCode).toBe(403);
    expect((await as(t, admin, 'DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(403);
    expect(await roleOf(t, admin)).toBe('admin');
    expect((await as(t, admin, 'GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it('hands the role on: the new admin can administer, the old one steps down and can then leave', async () => {
    const heir = await signUp(t.app);
    const promoted = await setRole(admin, heir, 'admin');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toEqual({ userId: heir.id, role: 'admin' });
    expect(await roleOf(t, heir)).toBe('admin');
    expect((await as(t, heir, 'GET', '/api/admin/users')).statusCode).toBe(200);

    expect((await setRole(admin, admin, 'member')).statusCode).toBe(200);
    expect(await roleOf(t, admin)).toBe('member');
    expect((await as(t, admin, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await as(t, admin, 'DELETE', '/api/auth/account')).statusCode).toBe(200);
    expect((await as(t, admin, 'GET', '/api/auth/user')).statusCode).toBe(401);

    // The heir is now the only admin, and the same rule holds them.
    expect((await as(t, heir, 'DELETE', '/api/auth/account')).statusCode).toBe(409);
    admin = heir;
  });

  it('demotes another admin, but a disabled admin does not count as one that remains', async () => {
    const other = await signUp(t.app);
    expect((await setRole(admin, other, 'admin')).statusCode).toBe(200);
    expect((await setRole(admin, other, 'member')).statusCode).toBe(200);
    expect(await roleOf(t, other)).toBe('member');

    expect((await setRole(admin, other, 'admin')).statusCode).toBe(200);
    expect((await as(t, admin, 'PUT', `/api/admin/users/${other.id}/disabled`, { disabled: true })).statusCode).toBe(200);
    const stepDown = await setRole(admin, admin, 'member');
    expect(stepDown.statusCode).toBe(409);
    expect(stepDown.json().message).toBe(LAST_ADMIN);
    expect((await as(t, admin, 'DELETE', '/api/auth/account')).statusCode).toBe(409);
    expect(await roleOf(t, admin)).toBe('admin');
  });

  it('refuses a bad role or user with a 400 naming the field, and a member with a 403', async () => {
    const member = await signUp(t.app);
    const role = await setRole(admin, member, 'owner');
    expect(role.statusCode).toBe(400);
    expect(role.json().issues).toEqual([{ path: 'role', message: 'Role must be one of: admin, member' }]);
    const id = await as(t, admin, 'PUT', '/api/admin/users/not-a-user/role', { role: 'admin' });
    expect(id.statusCode).toBe(400);
    expect(id.json().issues[0].path).toBe('userId');
    expect((await as(t, admin, 'PUT', `/api/admin/users/${crypto.randomUUID()}/role`, { role: 'admin' })).statusCode).toBe(404);
    expect((await setRole(member, member, 'admin')).statusCode).toBe(403);
    expect(await roleOf(t, member)).toBe('member');
  });
});

describe('the first account', () => {
  it('is taken as made by the upgrade on an instance that has accounts, and not on an empty one', async () => {
    const db = emptied.database.db;
    const recorded = async () => (await db.selectFrom('instance_settings').select('name').where('name', '=', 'admin_appointed_at').execute()).length;
    await adminAppointed.up(db);
    expect(await recorded()).toBe(0);
    await db.insertInto('users').values({ id: crypto.randomUUID(), email: uniqueEmail(), password_hash: null }).execute();
    await adminAppointed.up(db);
    expect(await recorded()).toBe(1);
    // As it was: an instance that never had an account.
    await adminAppointed.down(db);
    await db.deleteFrom('users').execute();
  });

  it('is admin only on an instance that never had one: after every account is deleted, the next sign-up is a member', async () => {
    const first = await signUp(emptied.app);
    expect(await roleOf(emptied, first)).toBe('admin');
    await emptied.database.db.deleteFrom('users').execute();

    const stranger = await signUp(emptied.app);
    expect(await roleOf(emptied, stranger)).toBe('member');
    expect((await as(emptied, stranger, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('is one admin when the first sign-ups arrive at once', async () => {
    const signUps = await overlapping(4, () =>
      race.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'correct horse battery' } }),
    );
    expect(signUps.map((r) => r.statusCode)).toEqual(Array(4).fill(201));
    expect(signUps.filter((r) => r.json().role === 'admin')).toHaveLength(1);
    const admins = await race.database.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});

/**
 * Starts `count` requests whose transactions overlap for certain. On PostgreSQL a lock on the
 * sessions table holds each sign-up after it has written its account and role, until all of them
 * wait; PGlite has one connection and runs transactions one after another.
 */
async function overlapping<T>(count: number, start: () => Promise<T>): Promise<T[]> {
  if (testDatabaseKind !== 'postgres') return Promise.all(Array.from({ length: count }, start));
  const holder = new pg.Client({ connectionString: race.database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table sessions in share mode');
    const pending = Array.from({ length: count }, start);
    // Statistics are read once per transaction unless the snapshot is cleared.
    const waiting = async () => {
      await holder.query('select pg_stat_clear_snapshot()');
      const { rows } = await holder.query("select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      return Number(rows[0].count);
    };
    await expect.poll(waiting, { timeout: 20_000 }).toBe(count);
    await holder.query('commit');
    return await Promise.all(pending);
  } finally {
    await holder.end();
  }
}
