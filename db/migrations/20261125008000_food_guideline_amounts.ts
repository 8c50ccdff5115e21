import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: never import application code here, never edit after release.
// FNDDS guideline amounts: how much of a food goes with another ('per fl oz of beverage' for milk in
// coffee, 'per slice of bread/roll' for butter), as [label, grams] pairs; null when USDA gives none.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table foods add column guideline_amounts jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table foods drop column guideline_amounts`.execute(db);
}
