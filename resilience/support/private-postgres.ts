import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Where a private cluster lives; plain data, so the global setup can hand it to the test files. */
export interface ClusterInfo {
  dir: string;
  port: number;
}

/** A throwaway cluster, so the tests can stop and start Postgres without touching the shared one. */
export interface PrivateCluster extends ClusterInfo {
  url(database: string): string;
  start(): Promise<void>;
  /** A fast shutdown: open connections are ended, as when an operator restarts the server. */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql: run scripts/ensure-test-services.sh');
  return found;
}

// Postgres refuses to run as root: as root, the cluster belongs to the postgres OS user.
function pgTool(tool: string, args: string[]) {
  const file = path.join(binDir(), tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function clusterControl({ dir, port }: ClusterInfo): PrivateCluster {
  const data = path.join(dir, 'data');
  return {
    dir,
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => void (await pgTool('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])),
    stop: async () => void (await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])),
    async remove() {
      await pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** initdb in a temporary directory, on a free loopback port, then start it. */
export async function createPrivateCluster(): Promise<PrivateCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'platewise-pg-'));
  const cluster = clusterControl({ dir, port: await freePort() });
  try {
    if (asRoot) {
      const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
      await chown(dir, Number(uid.stdout), Number(gid.stdout));
    }
    const data = path.join(dir, 'data');
    await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const settings = [`port = ${cluster.port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${dir}'`];
    await appendFile(path.join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
