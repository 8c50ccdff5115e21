import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_request_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('api_request_counts_pk', ['user_id', 'window_start'])
    .execute();
  await db.schema.createIndex('api_request_counts_window_idx').on('api_request_counts').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_request_counts').execute();
}
