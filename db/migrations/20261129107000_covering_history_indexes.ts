import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A user's entries lie among everyone's in the table, one heap page each, so a read over weeks or
// years of them touched more pages as the table grew. These indexes carry the columns the day
// totals, charts, check-in, streaks and frequent foods read (and the weigh-in list its whole row),
// so those reads are index-only scans over the user's own stretch of the index: the same pages
// however many other users there are. Each replaces the plain index with the same leading columns,
// so a write still updates one index per table (decision 114).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index food_logs_user_day_totals_idx on food_logs (user_id, date, created_at, id)
    include (meal_type, food_id, calories, protein, carbs, fats, fiber, sugar, sodium)
  `.execute(db);
  await sql`drop index food_logs_user_day_idx`.execute(db);
  await sql`create index weight_logs_user_day_idx on weight_logs (user_id, date, created_at, id) include (weight)`.execute(db);
  await sql`drop index weight_logs_user_date_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index weight_logs_user_date_idx on weight_logs (user_id, date)`.execute(db);
  await sql`drop index weight_logs_user_day_idx`.execute(db);
  await sql`create index food_logs_user_day_idx on food_logs (user_id, date, created_at, id)`.execute(db);
  await sql`drop index food_logs_user_day_totals_idx`.execute(db);
}
