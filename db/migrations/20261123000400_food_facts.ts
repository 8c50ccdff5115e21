import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Food facts derived from USDA data when the seed is built (decision 027): diet and allergen flags
// and where they come from, the WWEIA category, USDA's preparation descriptor and whether the food
// is as eaten, and whether it is USDA's plain default of its family. Portions get what the portion
// engine reads from USDA's description: amount, unit, size word, container, items covered, and the
// FNDDS 'Quantity not specified' mark. flags_from stays null on rows written before, so the seed
// loader knows which rows still need their facts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table foods
      add column flags text[] not null default '{}',
      add column flags_from text,
      add column wweia_category integer,
      add column form text,
      add column as_eaten boolean not null default true,
      add column plain_default boolean not null default false
  `.execute(db);
  await sql`
    alter table food_portions
      add column amount double precision not null default 1,
      add column unit text,
      add column size text,
      add column container text,
      add column items integer,
      add column unspecified boolean not null default false
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table food_portions drop column amount, drop column unit, drop column size, drop column container, drop column items, drop column unspecified`.execute(db);
  await sql`alter table foods drop column flags, drop column flags_from, drop column wweia_category, drop column form, drop column as_eaten, drop column plain_default`.execute(db);
}
