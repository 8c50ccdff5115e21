import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// App instances keep signed-in users in memory. Postgres tells every instance when a user or a
// session row changes or goes (NOTIFY on channel platewise_auth, the user's id as payload), sent
// at commit, whichever instance or tool made the change.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function platewise_auth_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        perform pg_notify('platewise_auth', old.id::text);
      else
        perform pg_notify('platewise_auth', old.user_id::text);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger users_auth_changed after update or delete on users for each row execute function platewise_auth_changed()`.execute(db);
  await sql`create trigger sessions_auth_changed after update or delete on sessions for each row execute function platewise_auth_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sessions_auth_changed on sessions`.execute(db);
  await sql`drop trigger users_auth_changed on users`.execute(db);
  await sql`drop function platewise_auth_changed()`.execute(db);
}
