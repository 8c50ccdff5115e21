import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A removed food log entry is kept here for a day, whole, so "Undo" can put it back with the same
// id and values; the rows go with their user.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table food_logs_removed (
      user_id text not null references users(id) on delete cascade,
      entry_id integer not null,
      entry jsonb not null,
      removed_at timestamptz not null default now(),
      primary key (user_id, entry_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table food_logs_removed`.execute(db);
}
