import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Custom foods are rows of `foods` with the owner's user id (null for USDA and Open Food Facts
// foods, which everyone sees); they go when their owner's account goes. barcode_lookups remembers
// what Open Food Facts answered for a barcode, a product (food_id) or nothing (null), and when, so
// every instance asks again only after a day.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table foods add column user_id text references users(id) on delete cascade`.execute(db);
  await sql`create index foods_user_id_idx on foods (user_id) where user_id is not null`.execute(db);
  await db.schema
    .createTable('barcode_lookups')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('food_id', 'integer', (c) => c.references('foods.id').onDelete('cascade'))
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('barcode_lookups').execute();
  await sql`drop index if exists foods_user_id_idx`.execute(db);
  await sql`alter table foods drop column user_id`.execute(db);
}
