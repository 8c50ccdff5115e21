import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from '../errors.ts';
import type { Database } from './database.ts';
import { plainClient } from './prepared-pool.ts';
import type { DB } from './schema.ts';

/** How long reads go to the primary after the replica failed, before one read tries it again. */
export const REPLICA_RETRY_MS = 5_000;
/** A replica that gives no connection within this is taken as down: the read goes to the primary at once. */
const CONNECT_TIMEOUT_MS = 1_000;

// Beside a lost connection: a database not replayed yet, and PgBouncer failing to reach the replica.
const REPLICA_MISSING = new Set(['3D000', '08P01']);

function isReplicaUnavailable(error: unknown): boolean {
  return isDatabaseUnavailable(error) || REPLICA_MISSING.has((error as { code?: string } | undefined)?.code ?? '');
}

type Report = (message: string, error?: unknown) => void;

/** Closed while the replica answers; open for REPLICA_RETRY_MS after it fails, then one read tries it. */
class Circuit {
  #down = false;
  #retryAt = 0;
  report: Report = () => {};

  constructor(private readonly retryMs: number) {}

  /** Whether this read may use the replica; while it is down, only one read per period does. */
  tryReplica(): boolean {
    if (!this.#down) return true;
    if (Date.now() < this.#retryAt) return false;
    this.#retryAt = Date.now() + this.retryMs;
    return true;
  }

  failed(error: unknown): void {
    this.#retryAt = Date.now() + this.retryMs;
    if (this.#down) return;
    this.#down = true;
    this.report(`Read replica unavailable: reads go to the primary, and the replica is tried again every ${this.retryMs / 1000} s`, error);
  }

  answered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.report('Read replica answers again: reads that tolerate lag go to it');
  }
}

/**
 * A client of the replica that, if its first statement finds the replica gone (a pooler accepts the
 * connection and then cannot reach the server), runs that statement and the rest on the primary.
 * Nothing has run on the replica then, so nothing is lost.
 */
function replicaClient(client: pg.PoolClient, primary: PostgresPool, circuit: Circuit, failed: (error: unknown) => void): PostgresPoolClient {
  const own = plainClient(client);
  let current: PostgresPoolClient | null = null;
  const query = async (sql: string, parameters: readonly unknown[]) => {
    if (current) return current.query(sql, parameters);
    try {
      const result = await own.query(sql, parameters);
      current = own;
      circuit.answered();
      return result;
    } catch (error) {
      if (!isReplicaUnavailable(error)) {
        current = own;
        throw error;
      }
      client.release(true);
      failed(error);
      current = await primary.connect();
      return current.query(sql, parameters);
    }
  };
  return { query: query as unknown as PostgresPoolClient['query'], release: () => (current ?? client).release() };
}

/**
 * The replica's pool for Kysely: its connections, or the primary's while the circuit is open. A
 * failure drops the replica's idle connections: behind a pooler they would stay open to a replica
 * that is gone and make each later try wait, where a new one is refused at once.
 */
function fallbackPool(open: () => pg.Pool, primary: PostgresPool, circuit: Circuit): PostgresPool {
  let replica = open();
  const failed = (error: unknown) => {
    circuit.failed(error);
    const old = replica;
    replica = open();
    void old.end();
  };
  return {
    async connect() {
      if (!circuit.tryReplica()) return primary.connect();
      let client: pg.PoolClient;
      try {
        client = await replica.connect();
      } catch (error) {
        failed(error);
        return primary.connect();
      }
      return replicaClient(client, primary, circuit, failed);
    },
    end: () => replica.end(),
  };
}

export interface ReplicaOptions {
  url: string;
  /** The primary's pool, which reads use while the replica is down. */
  primary: PostgresPool;
  poolSize?: number;
  retryMs?: number;
}

/** A streaming replica for reads that tolerate lag, falling back to the primary when it does not answer. */
export class ReadReplica {
  readonly db: Database;
  readonly #circuit: Circuit;

  constructor({ url, primary, poolSize = 10, retryMs = REPLICA_RETRY_MS }: ReplicaOptions) {
    this.#circuit = new Circuit(retryMs);
    const open = () => {
      // Statements run with the primary's read timeout (prepared-pool.ts), not pg's `query_timeout`.
      const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      // As for the primary (database.ts): a lost server must not crash the process.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      return pool;
    };
    this.db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: fallbackPool(open, primary, this.#circuit) }) });
  }

  /** Where the replica going down and coming back is told (once each time). */
  reportTo(report: Report): void {
    this.#circuit.report = report;
  }
}
