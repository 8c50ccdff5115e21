import { randomBytes } from 'node:crypto';
import { loopbackProductionEnv, runQuery, startNodeServer } from './local-services.ts';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Starts `src-server/main.ts` as a user would, on a fresh database: embedded, or a new Postgres database when TEST_DB=postgres. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  let dbName: string | undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...(await loopbackProductionEnv()),
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (process.env.TEST_DB === 'postgres') {
    dbName = `platewise_e2e_${randomBytes(5).toString('hex')}`;
    await runQuery(adminUrl(), `create database ${dbName}`);
    const url = new URL(adminUrl());
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const server = await startNodeServer('src-server/main.ts', env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      if (dbName) await runQuery(adminUrl(), `drop database if exists ${dbName} with (force)`);
    },
  };
}
