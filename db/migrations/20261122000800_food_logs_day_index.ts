import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// Every read of food logs names the user and goes by day, then by time of logging: one index in that
// order serves them all (a day's entries come out already sorted), and no read went by creation time
// alone. One index fewer is one fewer to update on every food logged, the most frequent write.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('food_logs_user_day_idx').on('food_logs').columns(['user_id', 'date', 'created_at', 'id']).execute();
  await db.schema.dropIndex('food_logs_user_date_idx').execute();
  await db.schema.dropIndex('food_logs_user_created_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('food_logs_user_date_idx').on('food_logs').columns(['user_id', 'date']).execute();
  await db.schema.createIndex('food_logs_user_created_idx').on('food_logs').columns(['user_id', 'created_at']).execute();
  await db.schema.dropIndex('food_logs_user_day_idx').execute();
}
