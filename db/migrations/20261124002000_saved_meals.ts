import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// A saved meal keeps copies of its entries' names, amounts and numbers (jsonb), so it logs the same
// food again even when the day it came from is edited; the owner's id is on the row, so every read
// and write names it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_meals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema.createIndex('saved_meals_user_idx').on('saved_meals').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_meals').execute();
}
