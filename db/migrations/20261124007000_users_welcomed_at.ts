import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// When the dashboard first greeted the user ("Welcome, {name}!"); later visits read "Welcome back".
// Users who finished onboarding before this column existed have been greeted already.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('welcomed_at', 'timestamptz').execute();
  await db.updateTable('users').set({ welcomed_at: sql`now()` }).where('age', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('welcomed_at').execute();
}
