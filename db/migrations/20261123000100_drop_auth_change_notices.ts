import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// Signed-in requests read their session from the database again, so nothing listens for the
// notices of 20261122000700 any more; LISTEN needs a connection of its own, which a pooler in
// transaction mode does not give.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists sessions_auth_changed on sessions`.execute(db);
  await sql`drop trigger if exists users_auth_changed on users`.execute(db);
  await sql`drop function if exists platewise_auth_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
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
