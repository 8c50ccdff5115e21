import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// FNDDS's 'NS as to …' and 'NFS' parts of a name are coding notes (what the respondent did not
// say), not words of the food: 'Chicken, NS as to part, fried, coated' is fried chicken, but the
// note took the second part, so 'fried' counted as a far word. The weighted name now leaves such
// parts out (the parts after them move up), so the head, front and word counts are those of
// 'Chicken, fried, coated'. A name that starts with a class word ('Fish, cod, NFS') still has its
// next part as head, unless that part is the note ('Fish, NS as to type, fried' is 'Fish, fried').
// Rows already stored are rewritten so their generated columns follow, and the indexed words of
// those names are recounted (the update trigger only adds words).
const CLASS_WORDS = ['fish', 'nuts', 'seeds', 'spices', 'mollusks', 'crustaceans', 'game meat', 'beverages', 'alcoholic beverage', 'alcoholic beverages'];
const NOT_SPECIFIED = `', *(NS as to [^,]*|NFS)(?=,|$)'`;
const NOT_SPECIFIED_PART = `'^ *(NS as to|NFS *$)'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function food_search_vector(name text, brand text) returns tsvector
    language sql immutable parallel safe as $$
      select case
        when lower(split_part(written, ',', 1)) in (${sql.raw(CLASS_WORDS.map((w) => `'${w}'`).join(', '))}) and written like '%,%,%'
          and split_part(written, ',', 2) !~ ${sql.raw(NOT_SPECIFIED_PART)} then
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 2)), 'A') ||
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 3)), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce(substring(name from '^[^,]*,[^,]*,[^,]*,(.*)$'), '')), 'C') ||
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 1) || ' ' || coalesce(brand, '')), 'D')
        else
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 1)), 'A') ||
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 2)), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce(substring(name from '^[^,]*,[^,]*,(.*)$'), '')), 'C') ||
          setweight(to_tsvector('english'::regconfig, coalesce(brand, '')), 'D')
      end
      from (select regexp_replace(name, ${sql.raw(NOT_SPECIFIED)}, '', 'g') as name, name as written) as parts
    $$
  `.execute(db);
  await rewriteNotSpecified(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function food_search_vector(name text, brand text) returns tsvector
    language sql immutable parallel safe as $$
      select case
        when lower(split_part(name, ',', 1)) in (${sql.raw(CLASS_WORDS.map((w) => `'${w}'`).join(', '))}) and name like '%,%,%' then
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 2)), 'A') ||
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 3)), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce(substring(name from '^[^,]*,[^,]*,[^,]*,(.*)$'), '')), 'C') ||
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 1) || ' ' || coalesce(brand, '')), 'D')
        else
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 1)), 'A') ||
          setweight(to_tsvector('english'::regconfig, split_part(name, ',', 2)), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce(substring(name from '^[^,]*,[^,]*,(.*)$'), '')), 'C') ||
          setweight(to_tsvector('english'::regconfig, coalesce(brand, '')), 'D')
      end
    $$
  `.execute(db);
  await rewriteNotSpecified(db);
}

async function rewriteNotSpecified(db: Kysely<any>): Promise<void> {
  const noted = sql.raw(`name ~ ${NOT_SPECIFIED}`);
  await sql`update foods set name = name where ${noted}`.execute(db);
  await sql`
    with touched as (select distinct lx.lexeme from foods, unnest(to_tsvector('english', name)) as lx where ${noted})
    update food_words w set foods =
      (select count(*) from foods f where f.source <> 'branded' and f.search_vector @@ quote_literal(w.word)::tsquery)
      + (select count(*) from foods f where f.source = 'branded' and f.search_vector @@ quote_literal(w.word)::tsquery)
    from touched t where w.word = t.lexeme
  `.execute(db);
}
