import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// An FNDDS additional description is often a list of names: 'macaroni, spaghetti, any shape of
// pasta' on 'Pasta, cooked', 'tomato-based, marinara, or red sauce' on 'Spaghetti sauce'. Each item
// of such a list (stemmed words, sorted, as `search_also_keys` holds whole descriptions) is kept in
// `search_also_items`, so a query that is one item is compared with it. Only a list whose last item
// shares a word with the first term of the food's own name lists kinds of the food, as English ends
// such a list with the common noun ('any shape of pasta' on 'Pasta, cooked', 'or red sauce' on
// 'Spaghetti sauce'); other lists name the variants or flavours a code covers ('OS, cinnamon,
// marshmallows' on 'Cereal, other, honey'; 'Maxwell House International Coffee flavors, Chocolate,
// Cocoa, or Mocha' on an instant coffee).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function food_also_items(name text, also_called text) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct k), '{}') from (
        select array_to_string(tsvector_to_array(to_tsvector('english'::regconfig, i)), ' ') as k
        from unnest(string_to_array(coalesce(also_called, ''), '; ')) as d
        cross join lateral unnest(string_to_array(d, ',')) as i
        where d like '%,%'
          and tsvector_to_array(to_tsvector('english'::regconfig, regexp_replace(d, '^.*,', ''))) && tsvector_to_array(to_tsvector('english'::regconfig, split_part(name, ',', 1)))
      ) items where k <> ''
    $$
  `.execute(db);
  await sql`alter table foods add column search_also_items text[] generated always as (food_also_items(name, also_called)) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table foods drop column search_also_items`.execute(db);
  await sql`drop function if exists food_also_items(text, text)`.execute(db);
}
