import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A saved meal prep session keeps its ingredient lines (text and grams, for the servings it was
// saved at), so a session reopened from the history still lists and exports them (decision 063).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table meal_prep_sessions add column ingredients jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table meal_prep_sessions drop column ingredients`.execute(db);
}
