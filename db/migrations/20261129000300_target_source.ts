import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Where the user's current targets came from (decision 099): the profile's formula, an accepted
// weekly check-in, or numbers the user set. Only formula targets follow the profile and weigh-ins.
// Existing users whose last change of targets was a check-in hold a check-in target; the rest hold
// the formula's.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users add column target_source text not null default 'formula'
      check (target_source in ('formula', 'check-in', 'manual'))
  `.execute(db);
  await sql`
    update users u set target_source = 'check-in'
    where (
      select t.source from target_changes t where t.user_id = u.id order by t.date desc, t.id desc limit 1
    ) = 'check-in'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column target_source`.execute(db);
}
