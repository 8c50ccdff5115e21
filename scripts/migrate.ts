import { openMigratedDatabase } from '../src-server/boot.ts';
import { loadEnv } from '../src-server/env.ts';

try {
  process.loadEnvFile();
} catch {
  // No .env file.
}
const env = loadEnv();
const handle = await openMigratedDatabase(env, (msg) => console.log(msg));
console.log(`Database is at the latest schema (${handle.kind}).`);
await handle.close();
