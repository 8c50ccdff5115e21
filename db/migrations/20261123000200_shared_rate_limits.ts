import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// One counter per limit key (user, address, account or browser), shared by every instance. Unlogged:
// the write skips the WAL; a crash empties the table, which only restarts the current windows.
// The per-minute request counts and the log of sign-in attempts it replaces are dropped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table rate_limit_counters (
      key text primary key,
      count integer not null,
      expires_at timestamptz not null
    )`.execute(db);
  await db.schema.createIndex('rate_limit_counters_expires_idx').on('rate_limit_counters').column('expires_at').execute();
  // Secrets the instances must share, such as the key that signs device cookies; made by the app on first use.
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.dropTable('api_request_counts').execute();
  await db.schema.dropTable('login_attempts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['key', 'attempted_at']).execute();
  await sql`
    create unlogged table api_request_counts (
      user_id text not null references users(id) on delete cascade,
      window_start timestamptz not null,
      count integer not null default 1,
      constraint api_request_counts_pk primary key (user_id, window_start)
    )`.execute(db);
  await db.schema.createIndex('api_request_counts_window_idx').on('api_request_counts').column('window_start').execute();
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
}
