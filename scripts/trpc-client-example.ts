/**
 * Calling Platewise from an internal tool with a personal API token.
 * Create a token in Profile Settings, then:
 *   PLATEWISE_URL=http://localhost:3000 PLATEWISE_TOKEN=pw_... pnpm tsx scripts/trpc-client-example.ts
 */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../src-server/trpc/app-router.ts';

const url = process.env.PLATEWISE_URL ?? 'http://localhost:3000';
const token = process.env.PLATEWISE_TOKEN;
if (!token) {
  console.error('Set PLATEWISE_TOKEN to a personal API token (Profile Settings → API tokens).');
  process.exit(1);
}

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${url}/api/trpc`, headers: { authorization: `Bearer ${token}` } })],
});

const profile = await client.user.profile.query();
console.log(`Signed in as ${profile.email}; daily target ${profile.dailyCalories ?? 'not set'} kcal.`);
