import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import pg from 'pg';
import { PoolerSafePostgresDialect } from './migration-lock.ts';
import type { DB } from './schema.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import { kyselyPool } from './prepared-pool.ts';
import { ReadReplica } from './read-replica.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Set with readDatabaseUrl: the streaming replica for reads that tolerate lag. */
  replica?: ReadReplica;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Calendar dates stay 'YYYY-MM-DD' strings: a Date object would shift them by the server's zone.
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));
pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A streaming replica of databaseUrl (Postgres only). */
  readDatabaseUrl?: string | undefined;
  pgliteDir?: string;
  /** A PGlite data directory dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * Run short statements as named prepared statements (prepared-pool.ts). Off by default: a
   * connection pooler in transaction mode (PgBouncer before 1.21) cannot keep them.
   */
  preparedStatements?: boolean;
}

export async function createPglite(options: Pick<DatabaseOptions, 'pgliteDir' | 'loadDataDir'>): Promise<PGlite> {
  const dataDir = options.pgliteDir === 'memory://' ? undefined : options.pgliteDir;
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v) },
  });
  await pglite.waitReady;
  return pglite;
}

/** Wraps an open PGlite; closing the handle closes PGlite too. */
export function pgliteDatabase(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<DB>({ dialect: pgliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // A client losing its server must not crash the process: the pool listens on idle clients only,
    // so a checked-out one (between a transaction's statements) needs its own listener. Its next
    // query then fails as unavailable (503) and the pool discards it on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    // Nothing here keeps state on a server connection between transactions (no LISTEN, no SET, no
    // session locks (see migration-lock.ts), no named statements unless asked for), so a pooler in transaction mode works.
    // Statements run with a read timeout of their own (prepared-pool.ts), not pg's `query_timeout`.
    const primary = kyselyPool(pool, options.preparedStatements ?? false);
    const db = new Kysely<DB>({ dialect: new PoolerSafePostgresDialect({ pool: primary }) });
    const replica = options.readDatabaseUrl ? new ReadReplica({ url: options.readDatabaseUrl, primary, poolSize: options.poolSize }) : undefined;
    return {
      db,
      kind: 'postgres',
      ...(replica ? { replica } : {}),
      close: async () => {
        await replica?.db.destroy();
        await db.destroy();
      },
    };
  }
  return pgliteDatabase(await createPglite(options));
}
