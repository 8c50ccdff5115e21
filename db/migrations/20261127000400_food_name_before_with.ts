import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// What follows 'with' in a name is what the food comes with, not what it is: 'Chicken or turkey with
// dumplings' is chicken, 'Corn with red and green peppers' is corn. `search_before_with` indexes the
// name up to its first 'with' and the food's own other names, without the brands they mention
// (migration 20261127000300; null when the name has no 'with'), so a query all of whose words come
// after it can be told apart from one that names the food.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table foods add column search_before_with tsvector generated always as (
      case when name ~* '\\swith\\s' then food_search_vector(regexp_replace(name, '\\s+with\\s.*$', '', 'i'), brand)
        || setweight(to_tsvector('english'::regconfig, food_common_names(also_called)), 'D') end
    ) stored
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table foods drop column search_before_with`.execute(db);
}
