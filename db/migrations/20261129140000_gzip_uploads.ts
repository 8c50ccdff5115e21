import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A history file may be sent gzip-compressed, so an export of gigabytes travels and waits as a
// fraction of its size and still resumes. `size` stays the file's own size (an Apple Health export
// may pass 2 GB); `received` counts the bytes sent, which for a compressed file are not the file's
// and may, for a file that does not compress, pass its size by a few bytes.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table import_uploads add column encoding text not null default 'identity' check (encoding in ('identity', 'gzip'))`.execute(db);
  await sql`alter table import_uploads alter column size type bigint, alter column received type bigint`.execute(db);
  await sql`alter table import_uploads drop constraint import_uploads_check`.execute(db);
  await sql`alter table import_uploads add constraint import_uploads_received_check check (received >= 0 and (encoding = 'gzip' or received <= size))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from import_uploads where encoding = 'gzip'`.execute(db);
  await sql`alter table import_uploads drop constraint import_uploads_received_check`.execute(db);
  await sql`alter table import_uploads add constraint import_uploads_check check (received between 0 and size)`.execute(db);
  await sql`alter table import_uploads alter column size type integer, alter column received type integer`.execute(db);
  await sql`alter table import_uploads drop column encoding`.execute(db);
}
