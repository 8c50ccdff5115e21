import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never import application code here, never edit after release.
// What a portion holds (amount, unit, size, container, items) is read from its label when it is used;
// only FNDDS 'Quantity not specified' stays stored, as the app shows that portion as '1 serving'.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table food_portions drop column amount, drop column unit, drop column size, drop column container, drop column items`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table food_portions
      add column amount double precision not null default 1,
      add column unit text,
      add column size text,
      add column container text,
      add column items integer
  `.execute(db);
}
