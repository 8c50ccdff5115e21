import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favorite_foods')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(db.fn('now')))
    .addPrimaryKeyConstraint('favorite_foods_pk', ['user_id', 'food_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favorite_foods').execute();
}
