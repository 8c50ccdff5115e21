import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// Every data call writes its user's counter. Unlogged, the write skips the WAL and its commit waits
// for no disk flush (twice the upserts per second on a two-core machine); a crash empties the
// table, which only restarts the current minute's counts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table api_request_counts set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table api_request_counts set logged`.execute(db);
}
