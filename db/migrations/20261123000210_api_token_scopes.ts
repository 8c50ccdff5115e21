import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// What each personal API token may do, as space-separated scope names. Tokens made before scopes
// existed keep reading and logging, the most a token may now do.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').addColumn('scopes', 'text', (c) => c.notNull().defaultTo(sql`'read log'`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('scopes').execute();
}
