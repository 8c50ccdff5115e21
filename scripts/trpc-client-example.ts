/**
 * Calling Platewise from an internal tool with a personal API token.
 * Create a token in Profile Settings, then:
 *   PLATEWISE_URL=http://localhost:3000 PLATEWISE_TOKEN=pw_... pnpm tsx scripts/trpc-client-example.ts
 */
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import type { AppRouter } from '../src-server/trpc/app-router.ts';

const url = process.env.PLATEWISE_URL ?? 'http://localhost:3000';
const token = process.env.PLATEWISE_TOKEN;
if (!token) {
  console.error('Set PLATEWISE_TOKEN to a personal API token (Profile Settings → API tokens).');
  process.exit(1);
}

const options = { url: `${url}/api/trpc`, headers: { authorization: `Bearer ${token}` } };
const client = createTRPCClient<AppRouter>({
  // The export streams in parts (JSON lines), which only httpBatchStreamLink reads; other calls answer whole.
  links: [splitLink({ condition: (op) => op.path === 'data.exportAll', true: httpBatchStreamLink(options), false: httpBatchLink(options) })],
});

const profile = await client.user.profile.query();
console.log(`Signed in as ${profile.email}; daily target ${profile.dailyCalories ?? 'not set'} kcal.`);

// Merging the parts in order, concatenating a list's slices, gives the document GET /api/export downloads.
let entries = 0;
for await (const part of await client.data.exportAll.query()) entries += part.foodLogs?.length ?? 0;
console.log(`Your export holds ${entries} food log entries.`);
