import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchServer {
  url: string;
  /** The server's process group: npx, tsx and node. */
  pid: number;
  stop(): Promise<void>;
}

async function runAdmin(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty database next to adminUrl's, so bench rows never land in real data; drop() removes it even with clients still connected. */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `platewise_bench_${randomBytes(5).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** Starts a TypeScript server file in its own process (as a user would) and resolves once it prints its address. */
export async function spawnServer(file: string, env: Record<string, string>): Promise<BenchServer> {
  // Its own process group: npx does not pass signals on, so stop() signals npx, tsx and node together.
  const child = spawn('npx', ['tsx', file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // 'close' comes once every process holding the output pipes has exited, the server included.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await closed;
  };
  let url: string;
  try {
    url = await waitForUrl(child, file);
  } catch (error) {
    await stop();
    throw error;
  }
  // Past start-up the servers log warnings only: show them, they would explain odd figures.
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  return { url, pid: child.pid!, stop };
}

function waitForUrl(child: ChildProcess, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${file} did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  });
}
