import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// An instance records when its first admin was made (decision 093), so the first account becomes
// admin only on an instance that never had one, not on one whose accounts were all deleted. An
// instance that already has accounts has had its admin (migration 20261124006000 made one).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into instance_settings (name, value)
    select 'admin_appointed_at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    where exists (select 1 from users)
    on conflict (name) do nothing
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('instance_settings').where('name', '=', 'admin_appointed_at').execute();
}
