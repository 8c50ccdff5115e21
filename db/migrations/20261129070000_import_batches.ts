import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// One row per history file read from another app. A file is read into `pending` (days of
// weigh-ins, steps, activity and food totals) and shown as a preview; on import every row it adds
// carries the batch's id, so undoing the import deletes exactly those rows. Rows logged by hand
// have no batch.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table import_batches (
      id serial primary key,
      user_id text not null references users(id) on delete cascade,
      format text not null,
      file_name text not null,
      status text not null default 'preview' check (status in ('preview', 'imported')),
      pending jsonb,
      counts jsonb not null,
      created_at timestamptz not null default now(),
      imported_at timestamptz
    )
  `.execute(db);
  await sql`create index import_batches_user on import_batches (user_id, created_at desc)`.execute(db);
  for (const table of ['food_logs', 'weight_logs', 'daily_steps', 'activity_logs']) {
    await sql`alter table ${sql.table(table)} add column import_batch_id integer references import_batches(id) on delete set null`.execute(db);
    await sql`create index ${sql.id(`${table}_import_batch`)} on ${sql.table(table)} (import_batch_id) where import_batch_id is not null`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['food_logs', 'weight_logs', 'daily_steps', 'activity_logs']) {
    await sql`alter table ${sql.table(table)} drop column import_batch_id`.execute(db);
  }
  await sql`drop table import_batches`.execute(db);
}
