import { loopbackProductionEnv } from '../e2e/support/local-services.ts';
import { buildApp } from '../src-server/app.ts';
import type { DatabaseHandle } from '../src-server/db/database.ts';
import { loadEnv } from '../src-server/env.ts';

/** A real server on a loopback port with one signed-in bench user, for measuring through HTTP. */
export async function startBenchServer(handle: DatabaseHandle) {
  const env = loadEnv({ ...(await loopbackProductionEnv()), LOG_LEVEL: 'silent', RATE_LIMIT_API_PER_MIN: '0' });
  const app = await buildApp({ env, db: handle.db });
  const base = await app.listen({ port: env.PORT, host: env.HOST });
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password' }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return {
    base,
    /** GET a path as the bench user; throws on a non-2xx answer so a broken route cannot look fast. */
    async get(path: string) {
      // A keep-alive socket left idle during a long data load may be gone: retry once on a new one.
      const r = await fetch(`${base}${path}`, { headers: { cookie } }).catch(() => fetch(`${base}${path}`, { headers: { cookie } }));
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json();
    },
    close: () => app.close(),
  };
}
