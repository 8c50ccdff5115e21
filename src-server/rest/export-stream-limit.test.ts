import { TRPCClientError } from '@trpc/client';
import { expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { HEAVY_JOBS_PER_USER } from '../workers/pool.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { listening, streamClient } from '../test/stream-client.ts';
import type { AppRouter } from '../trpc/app-router.ts';

const t = useTestApp();

async function streamedEmail(cookie: string): Promise<unknown> {
  const client = await streamClient(t.app, cookie);
  let email: unknown;
  for await (const part of await client.data.exportAll.query()) email ??= part.profile?.email;
  return email;
}

it('a streamed export counts as one of the heavy jobs a user may run at once, and frees its place when done', async () => {
  const user = await signUp(t.app);

  const held = Array.from({ length: HEAVY_JOBS_PER_USER }, () => t.app.workers.hold(user.id));
  const refused = await streamedEmail(user.cookie).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(TRPCClientError);
  expect((refused as TRPCClientError<AppRouter>).data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, reason: 'tooManyHeavyJobs' });

  held.forEach((release) => release());
  expect(await streamedEmail(user.cookie)).toBe(user.email);
  expect(await streamedEmail(user.cookie)).toBe(user.email);
  // Both finished streams gave their places back.
  Array.from({ length: HEAVY_JOBS_PER_USER }, () => t.app.workers.hold(user.id)).forEach((release) => release());
});

it('a download counts as one of those heavy jobs too: a 429 before any text when none is free, its place freed when sent', async () => {
  const user = await signUp(t.app);
  const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  const held = Array.from({ length: HEAVY_JOBS_PER_USER }, () => t.app.workers.hold(user.id));
  for (const url of ['/api/export', '/api/export/food-log.csv']) {
    const refused = await download(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ reason: 'tooManyHeavyJobs' });
  }

  held.forEach((release) => release());
  expect((await download('/api/export')).json()).toMatchObject({ profile: { email: user.email } });
  expect((await download('/api/export/food-log.csv')).statusCode).toBe(200);
  Array.from({ length: HEAVY_JOBS_PER_USER }, () => t.app.workers.hold(user.id)).forEach((release) => release());
});

/** Whether the user could start HEAVY_JOBS_PER_USER heavy jobs now (none running). */
function placesFree(userId: string): boolean {
  const held: (() => void)[] = [];
  try {
    for (let i = 0; i < HEAVY_JOBS_PER_USER; i++) held.push(t.app.workers.hold(userId));
    return true;
  } catch {
    return false;
  } finally {
    held.forEach((release) => release());
  }
}

it('frees the place of a download the caller abandons, after its first piece or before reading any', async () => {
  const user = await signUp(t.app);
  // Eight megabytes of JSON: more than the sockets' buffers take, so the export is still running when the caller goes.
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    user_id: user.id, date: addDays(dayIn('UTC'), -Math.floor(i / 10)), meal_type: 'lunch', food_name: `Rice and beans, portion ${i}`, quantity: '1 cup', calories: 425, protein: 19, carbs: 85, fats: 1.4,
  }));
  for (let i = 0; i < rows.length; i += 2000) await t.database.db.insertInto('food_logs').values(rows.slice(i, i + 2000)).execute();
  const origin = await listening(t.app);
  for (const readFirst of [true, false]) {
    const abort = new AbortController();
    const res = await fetch(`${origin}/api/export`, { headers: { cookie: user.cookie }, signal: abort.signal });
    if (readFirst) await res.body!.getReader().read();
    expect(placesFree(user.id)).toBe(false);
    abort.abort();
    await expect.poll(() => placesFree(user.id), { timeout: 20_000, interval: 50 }).toBe(true);
  }
}, 120_000);
