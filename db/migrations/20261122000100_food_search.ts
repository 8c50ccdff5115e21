import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Food search: a weighted tsvector of name and brand with partial GIN indexes, so the ~14k
// generic foods are searched apart from a large Branded import; a static "generic food" rank set
// by the app; and a vocabulary of indexed words (kept by triggers) for typo correction by trigrams.
const CLASS_WORDS = ['fish', 'nuts', 'seeds', 'spices', 'mollusks', 'crustaceans', 'game meat', 'beverages', 'alcoholic beverage', 'alcoholic beverages'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  // Weights: A = text before the first comma, B = the second part, C = the rest, D = brand. SR
  // names that start with a class word ('Fish, salmon, ...') get the next part as their head.
  await sql`
    create function food_search_vector(name text, brand text) returns tsvector
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
  // Word counts of the head (A) and front (A+B) are stored so ranking needs no ts_filter per row.
  await sql`
    alter table foods
      add column search_rank real not null default 0,
      add column search_vector tsvector generated always as (food_search_vector(name, brand)) stored,
      add column search_head_words smallint generated always as (length(ts_filter(food_search_vector(name, brand), '{a}'))) stored,
      add column search_front_words smallint generated always as (length(ts_filter(food_search_vector(name, brand), '{a,b}'))) stored
  `.execute(db);
  await sql`create index foods_search_generic_idx on foods using gin (search_vector) where source <> 'branded'`.execute(db);
  await sql`create index foods_search_branded_idx on foods using gin (search_vector) where source = 'branded'`.execute(db);

  await db.schema
    .createTable('food_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('foods', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index food_words_prefix_idx on food_words (word text_pattern_ops)`.execute(db);
  await sql`create index food_words_trgm_idx on food_words using gin (word gin_trgm_ops)`.execute(db);

  // Statement-level triggers: one vocabulary update per multi-row insert, not one per food.
  await sql`
    create function food_words_count() returns trigger language plpgsql as $$
    begin
      insert into food_words (word, foods)
      select w.lexeme, count(*) from new_foods, unnest(new_foods.search_vector) as w
      group by w.lexeme
      on conflict (word) do update set foods = food_words.foods + excluded.foods;
      return null;
    end $$
  `.execute(db);
  await sql`
    create function food_words_keep() returns trigger language plpgsql as $$
    begin
      insert into food_words (word, foods)
      select distinct w.lexeme, 1 from new_foods, unnest(new_foods.search_vector) as w
      on conflict (word) do nothing;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger foods_words_insert after insert on foods
    referencing new table as new_foods for each statement execute function food_words_count()
  `.execute(db);
  await sql`
    create trigger foods_words_update after update on foods
    referencing new table as new_foods for each statement execute function food_words_keep()
  `.execute(db);

  await sql`
    insert into food_words (word, foods)
    select w.lexeme, count(*) from foods, unnest(foods.search_vector) as w group by w.lexeme
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists foods_words_update on foods`.execute(db);
  await sql`drop trigger if exists foods_words_insert on foods`.execute(db);
  await sql`drop function if exists food_words_keep()`.execute(db);
  await sql`drop function if exists food_words_count()`.execute(db);
  await db.schema.dropTable('food_words').execute();
  await sql`drop index if exists foods_search_branded_idx`.execute(db);
  await sql`drop index if exists foods_search_generic_idx`.execute(db);
  await sql`alter table foods drop column search_front_words, drop column search_head_words, drop column search_vector, drop column search_rank`.execute(db);
  await sql`drop function if exists food_search_vector(text, text)`.execute(db);
}
