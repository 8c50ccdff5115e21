import { PostgresAdapter, PostgresDialect, sql, type DialectAdapter, type Kysely } from 'kysely';

/** Kysely's own lock id, so that a server still taking Kysely's lock and this one exclude each other. */
const LOCK_ID = 3853314791062309107n;

/**
 * Kysely's migrator (0.28) holds a session-level advisory lock around its migration transaction.
 * Behind a pooler in transaction mode each statement outside a transaction may run on another
 * server connection: the unlock can miss the connection that holds the lock, which then stays
 * locked and stalls the next start for up to an hour. Here the lock is transaction-level: taking
 * it opens the transaction the migrations then run in (Kysely's own `begin` inside it only draws
 * a warning), and the migrations' commit or rollback releases it.
 */
class TransactionLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<any>): Promise<void> {
    await sql`begin`.execute(db);
    await sql`set local lock_timeout = '10min'`.execute(db);
    await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_ID)})`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<any>): Promise<void> {
    // Ends the transaction if a failure left it open; after the usual commit it is a no-op.
    await sql`rollback`.execute(db);
  }
}

/** Postgres through node-postgres, with a migration lock that holds behind a pooler in transaction mode. */
export class PoolerSafePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionLockAdapter();
  }
}
