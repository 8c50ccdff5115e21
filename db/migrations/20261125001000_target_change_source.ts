import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Where each change of targets came from (decision 060): a weekly check-in, onboarding, the profile,
// a weigh-in that moved the computed targets, or an import. Rows written before were all check-ins.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table target_changes add column source text not null default 'check-in'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table target_changes drop column source`.execute(db);
}
