import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// A product's names in other languages (Open Food Facts' product_name_de, product_name_es …), so a
// reader finds it by the name printed on the pack in their language. `words` is the name as search
// reads a query (lower case, accents removed); the vector is built from it without stemming, since
// the words are not English.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table food_names (
      food_id integer not null references foods(id) on delete cascade,
      language text not null,
      name text not null,
      words text not null,
      search_vector tsvector generated always as (to_tsvector('simple'::regconfig, words)) stored,
      primary key (food_id, language)
    )
  `.execute(db);
  await sql`create index food_names_search_idx on food_names using gin (search_vector)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table food_names`.execute(db);
}
