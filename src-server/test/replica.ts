import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The streaming replica of the test server that scripts/pg-replica.sh starts; unset skips the replica tests. */
export const replicaServerUrl = process.env.TEST_POSTGRES_REPLICA_URL;

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The replica's own PgBouncer (transaction mode), when the app is to reach the replica through one. */
export const replicaPooler = process.env.TEST_POSTGRES_REPLICA_VIA_PGBOUNCER;

/** How the app reaches the replica: through its PgBouncer when there is one, else directly. */
export function replicaAppUrl(name: string): string {
  return withDatabase(replicaPooler ?? replicaServerUrl!, name);
}

/** A command on the console of the replica's PgBouncer, such as `PAUSE <database>`. */
export async function onReplicaPooler(command: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(replicaPooler!, 'pgbouncer') });
  await client.connect();
  try {
    await client.query(command);
  } finally {
    await client.end();
  }
}

/** Runs statements on the replica server itself (pausing and resuming replay). */
export async function onReplica<T>(fn: (client: pg.Client) => Promise<T>, name = 'postgres'): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(replicaServerUrl!, name) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database created on the primary exists on the replica once replay reaches it. */
export async function waitForReplica(name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await onReplica(async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount);
    if (found) return;
    if (Date.now() > deadline) throw new Error(`database ${name} did not reach the replica in ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** A TCP relay to a server that can be cut off (refusing connections, dropping open ones) and restored on the same port. */
export class Relay {
  #server: net.Server | null = null;
  #sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
