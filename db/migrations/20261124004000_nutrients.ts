import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Micronutrients (decision 046). foods.nutrients holds the tracked amounts per 100 g by key; it stays
// null on rows written before, so the seed loader knows which rows still need them. A food log keeps
// its own scaled amounts; '{}' means none known. nutrient_targets holds a user's own targets; a
// nutrient without a row uses the DRI default.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table foods add column nutrients jsonb`.execute(db);
  await sql`alter table food_logs add column nutrients jsonb not null default '{}'::jsonb`.execute(db);
  await sql`
    create table nutrient_targets (
      user_id text not null references users(id) on delete cascade,
      nutrient text not null,
      amount double precision not null check (amount > 0),
      updated_at timestamptz not null default now(),
      primary key (user_id, nutrient)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table nutrient_targets`.execute(db);
  await sql`alter table food_logs drop column nutrients`.execute(db);
  await sql`alter table foods drop column nutrients`.execute(db);
}
