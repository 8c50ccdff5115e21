import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A name whose first term joins two foods with 'and' ('Whiskey and soda', 'Macaroni and cheese')
// names them eaten together: a query for one of them alone means that food, not the pair.
// `search_pair_first` and `search_pair_last` index the two sides of the first term (up to any
// 'with'); both are null when it joins nothing.
const FIRST_TERM = `regexp_replace(split_part(name, ',', 1), '\\s+with\\s.*$', '', 'i')`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table foods
      add column search_pair_first tsvector generated always as (
        case when ${sql.raw(FIRST_TERM)} ~* '\\s+and\\s+\\S' then to_tsvector('english'::regconfig, regexp_replace(${sql.raw(FIRST_TERM)}, '\\s+and\\s.*$', '', 'i')) end
      ) stored,
      add column search_pair_last tsvector generated always as (
        case when ${sql.raw(FIRST_TERM)} ~* '\\s+and\\s+\\S' then to_tsvector('english'::regconfig, regexp_replace(${sql.raw(FIRST_TERM)}, '^.*\\sand\\s+', '', 'i')) end
      ) stored
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table foods drop column search_pair_first, drop column search_pair_last`.execute(db);
}
