import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// One-time sign-in links sent by e-mail to an owner whose account is being throttled (decision 091):
// only the hash of each link's token is kept, with its expiry and when it was used.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sign_in_links_user_idx').on('sign_in_links').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_links').execute();
}
