import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// FNDDS's other names mention the brands and chains a food is sold as ('Slush frozen drink': 'Slush
// Puppy, Dunkin Donuts Fruit Coolatta's'; a coffee creamer: 'Dunkin Donuts'). Such an item is written
// as a proper name, every word capitalized but the little words of a title ('Chicken Helper Chicken
// and Dumplings'); other names of the food itself are not ('chocolate donut',
// 'donut stick'). `search_named_vector` is the search vector without those proper-name items, so a
// query can tell a food named by its words from one whose other names merely mention a shop that
// has them. Null for Branded foods, which have no other names: their search vector is the same.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function food_common_names(also_called text) returns text
    language sql immutable parallel safe as $$
      select coalesce(string_agg(d, '; '), '') from unnest(string_to_array(coalesce(also_called, ''), '; ')) as d
      where d !~ '^[A-Z0-9][^ ]*( ([A-Z0-9&(][^ ]*|and|of|the|n|de|la))*$'
    $$
  `.execute(db);
  await sql`
    alter table foods add column search_named_vector tsvector generated always as (
      case when source = 'branded' then null
        else food_search_vector(name, brand) || setweight(to_tsvector('english'::regconfig, food_common_names(also_called)), 'D') end
    ) stored
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table foods drop column search_named_vector`.execute(db);
  await sql`drop function if exists food_common_names(text)`.execute(db);
}
