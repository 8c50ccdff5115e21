import { TRPCClientError } from '@trpc/client';
import { expect, it } from 'vitest';
import { HEAVY_JOBS_PER_USER } from '../workers/pool.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { streamClient } from '../test/stream-client.ts';
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
