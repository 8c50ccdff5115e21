import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Distinct logged days in (from, to], oldest first: at most a couple of months of rows. */
export async function loggedDaysBetween(db: Database, userId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('food_logs')
    .select('date')
    .distinct()
    .where('user_id', '=', userId)
    .where('date', '>', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
  return rows.map((r) => r.date);
}

/** Meal counts and the days the first and 100th entries were logged, up to `today`: a planned entry is not eaten yet. */
export async function mealFacts(db: Database, userId: string, today: string) {
  const { rows } = await sql<{ meals: number; first_on: string | null; hundredth_on: string | null }>`
    select count(*)::int as meals, min(date)::text as first_on,
      -- Ordered by the table's columns, not the text output named date, so the index gives the order.
      (select f.date::text from food_logs f where f.user_id = ${userId} and f.date <= ${today}::date order by f.date, f.created_at, f.id offset 99 limit 1) as hundredth_on
    from food_logs where user_id = ${userId} and date <= ${today}::date
  `.execute(db);
  return rows[0]!;
}

/** Average calories per logged day in (from, to]. */
export async function averageDailyCalories(db: Database, userId: string, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ avg: number | null }>`
    select avg(total)::float8 as avg from (
      select sum(calories) as total from food_logs
      where user_id = ${userId} and date > ${from}::date and date <= ${to}::date
      group by date
    ) days
  `.execute(db);
  return rows[0]?.avg ?? 0;
}

/** Runs of consecutive logged days up to `today`, summarised by the database (gaps and islands); planned days do not count. */
export async function streakFacts(db: Database, userId: string, today: string) {
  const { rows } = await sql<{ longest: number | null; week_on: string | null; month_on: string | null }>`
    with days as (select distinct date from food_logs where user_id = ${userId} and date <= ${today}::date),
    runs as (
      select min(date) as start, count(*)::int as length
      from (select date, date - (row_number() over (order by date))::int as grp from days) numbered
      group by grp
    )
    select max(length) as longest,
      min(start + 6) filter (where length >= 7)::text as week_on,
      min(start + 29) filter (where length >= 30)::text as month_on
    from runs
  `.execute(db);
  return rows[0]!;
}

/** Weigh-in facts: count, the latest two, the first, the fifth, and the latest a week or more ago. */
export async function weightFacts(db: Database, userId: string, weekAgo: string) {
  const { rows } = await sql<{ count: number; latest: number | null; previous: number | null; first: number | null; first_on: string | null; fifth_on: string | null; week_ago: number | null }>`
    select
      (select count(*)::int from weight_logs where user_id = ${userId}) as count,
      (select weight from weight_logs where user_id = ${userId} order by date desc, created_at desc, id desc limit 1) as latest,
      (select weight from weight_logs where user_id = ${userId} order by date desc, created_at desc, id desc offset 1 limit 1) as previous,
      (select weight from weight_logs where user_id = ${userId} order by date, created_at, id limit 1) as first,
      (select date::text from weight_logs where user_id = ${userId} order by date, created_at, id limit 1) as first_on,
      (select date::text from weight_logs where user_id = ${userId} order by date, created_at, id offset 4 limit 1) as fifth_on,
      (select weight from weight_logs where user_id = ${userId} and date <= ${weekAgo}::date order by date desc, created_at desc, id desc limit 1) as week_ago
  `.execute(db);
  return rows[0]!;
}
