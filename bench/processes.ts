import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { runQuery, startNodeServer } from '../e2e/support/local-services.ts';

export interface BenchServer {
  url: string;
  /** The server's own process: Node running the TypeScript file. */
  pid: number;
  stop(): Promise<void>;
}

/** A new, empty database next to adminUrl's, so bench rows never land in real data; drop() removes it even with clients still connected. */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `platewise_bench_${randomBytes(5).toString('hex')}`;
  await runQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await runQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The node the servers run on: BENCH_NODE if set, else one of the major version the container runs
 * (scripts/container-node.sh: this machine's own when it matches), so figures are the deployed runtime's.
 */
export function serverRuntime(): { node: string; version: string } {
  const node = process.env.BENCH_NODE || execFileSync('bash', ['scripts/container-node.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return { node, version: execFileSync(node, ['-v'], { encoding: 'utf8' }).trim() };
}

/** Starts a TypeScript server file in its own process (as a user would) on the given node and resolves once it prints its address. */
export async function spawnServer(file: string, env: Record<string, string>, node = process.execPath): Promise<BenchServer> {
  const server = await startNodeServer(file, { ...process.env, ...env }, 180_000, node);
  // Past start-up the servers log warnings only: show them, they would explain odd figures.
  server.process.stdout?.pipe(process.stderr);
  server.process.stderr?.pipe(process.stderr);
  return {
    url: server.url,
    pid: server.process.pid!,
    stop: async () => {
      await server.stop();
    },
  };
}
