import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// FNDDS additional descriptions (decision 055): the other words USDA codes a survey food under
// ('Coke' for 'Soft drink, cola', 'jello' for 'Gelatin dessert'), written by the seed loader. They
// join the search vector with the lowest weight (D, as the brand), so a food is found by them but a
// name that says the words still ranks first. The name's own word count is stored apart, so the
// extra words cost no length in ranking. Each description's words (stemmed, sorted) are kept too, so
// a query that is exactly one of them ranks the food as if its name said it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table foods add column also_called text`.execute(db);
  await sql`
    create function food_search_vector(name text, brand text, also_called text) returns tsvector
    language sql immutable parallel safe as $$
      select food_search_vector(name, brand) || setweight(to_tsvector('english'::regconfig, coalesce(also_called, '')), 'D')
    $$
  `.execute(db);
  await sql`
    create function food_also_keys(also_called text) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(k), '{}') from (
        select array_to_string(tsvector_to_array(to_tsvector('english'::regconfig, d)), ' ') as k
        from unnest(string_to_array(coalesce(also_called, ''), '; ')) as d
      ) keys where k <> ''
    $$
  `.execute(db);
  await sql`drop index if exists foods_search_generic_idx`.execute(db);
  await sql`drop index if exists foods_search_branded_idx`.execute(db);
  await sql`alter table foods drop column search_vector`.execute(db);
  await sql`
    alter table foods
      add column search_vector tsvector generated always as (food_search_vector(name, brand, also_called)) stored,
      add column search_name_words smallint generated always as (length(food_search_vector(name, brand))) stored,
      add column search_also_keys text[] generated always as (food_also_keys(also_called)) stored
  `.execute(db);
  await sql`create index foods_search_generic_idx on foods using gin (search_vector) where source <> 'branded'`.execute(db);
  await sql`create index foods_search_branded_idx on foods using gin (search_vector) where source = 'branded'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists foods_search_generic_idx`.execute(db);
  await sql`drop index if exists foods_search_branded_idx`.execute(db);
  await sql`alter table foods drop column search_also_keys, drop column search_name_words, drop column search_vector`.execute(db);
  await sql`alter table foods add column search_vector tsvector generated always as (food_search_vector(name, brand)) stored`.execute(db);
  await sql`create index foods_search_generic_idx on foods using gin (search_vector) where source <> 'branded'`.execute(db);
  await sql`create index foods_search_branded_idx on foods using gin (search_vector) where source = 'branded'`.execute(db);
  await sql`drop function if exists food_search_vector(text, text, text)`.execute(db);
  await sql`drop function if exists food_also_keys(text)`.execute(db);
  await sql`alter table foods drop column also_called`.execute(db);
}
