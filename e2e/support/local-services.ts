// Servers and databases on this machine, as the browser tests, the resilience tests and the
// benchmarks start and use them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OUTPUT_KEPT = 20_000;

/** Runs one statement on a connection of its own. */
export async function runQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A loopback port free at the moment, for a production server, which must know its public origin
 * (PUBLIC_ORIGIN, port included) before it listens.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The environment of a production server on 127.0.0.1 at a free port, reached at that address. */
export async function loopbackProductionEnv(): Promise<{ NODE_ENV: 'production'; HOST: string; PORT: string; PUBLIC_ORIGIN: string }> {
  const port = await freePort();
  return { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}` };
}

export interface NodeServer {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The last part of what the server printed, for failure messages. */
  output(): string;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs a TypeScript server file (relative to the repository) as its own Node process, with no npx
 * or tsx wrapper in between, so signals and the exit code are the server's own; resolves once it
 * prints "… is running at <url>". `node` is this process's own unless another runtime is given.
 */
export async function startNodeServer(file: string, env: NodeJS.ProcessEnv, startTimeoutMs = 120_000, node = process.execPath): Promise<NodeServer> {
  const child = spawn(node, ['--import', 'tsx', file], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start:\n${output}`)), startTimeoutMs);
    const onData = () => {
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return { url, process: child, exited, output: () => output, stop };
}
