import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const adminUrl = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Starts `src-server/main.ts` as a user would, on a fresh database: embedded, or a new Postgres database when TEST_DB=postgres. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  let dbName: string | undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (process.env.TEST_DB === 'postgres') {
    dbName = `platewise_e2e_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl());
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  // Node itself, not `npx tsx`: npx exits on SIGTERM without passing it on, which left the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await waitForUrl(child);
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
    },
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Platewise is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
