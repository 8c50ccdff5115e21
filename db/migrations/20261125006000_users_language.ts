import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// The UI language a user chose in Profile Settings; null follows the browser's language.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
