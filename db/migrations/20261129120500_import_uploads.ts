import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A history file sent in parts, so an interrupted upload resumes where it stopped on whichever
// instance the next part reaches. The parts wait here until the whole file has been read into a
// preview batch; an upload left unfinished for a day is deleted with its parts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table import_uploads (
      id serial primary key,
      user_id text not null references users(id) on delete cascade,
      format text not null,
      file_name text not null,
      size integer not null check (size > 0),
      received integer not null default 0 check (received between 0 and size),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index import_uploads_user on import_uploads (user_id)`.execute(db);
  await sql`create index import_uploads_created on import_uploads (created_at)`.execute(db);
  await sql`
    create table import_upload_parts (
      upload_id integer not null references import_uploads(id) on delete cascade,
      start integer not null,
      bytes bytea not null,
      primary key (upload_id, start)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table import_upload_parts`.execute(db);
  await sql`drop table import_uploads`.execute(db);
}
