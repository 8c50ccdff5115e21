import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Entries made offline carry an id the client made, so a write sent twice (a retry after a lost
// answer) is stored once (decision 057). Rows written without one keep null, which never conflicts.
const TABLES = ['food_logs', 'weight_logs', 'water_logs'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column client_id uuid`.execute(db);
    await db.schema.createIndex(`${table}_user_client_id_key`).unique().on(table).columns(['user_id', 'client_id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_user_client_id_key`).execute();
    await sql`alter table ${sql.table(table)} drop column client_id`.execute(db);
  }
}
