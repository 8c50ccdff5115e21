import { loopbackProductionEnv, startNodeServer, type NodeServer } from '../../e2e/support/local-services.ts';

/** Runs `src-server/main.ts` as its own Node process on the given database. */
export async function startServer(databaseUrl: string): Promise<NodeServer> {
  // Production defaults, limits included, behind a reverse proxy: each simulated user sends its own
  // address (X-Forwarded-For), so the per-address sign-up limit applies to each as to a real visitor.
  const env = { ...process.env, ...(await loopbackProductionEnv()), LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATABASE_URL: databaseUrl };
  return startNodeServer('src-server/main.ts', env, 60_000);
}
