import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// User recipes (decision 044): a recipe and its ingredients in order, each a food or another of the
// owner's recipes with the amount as typed and its grams from the portion engine. A food log entry
// made from a recipe keeps its own numbers and points back at the recipe while it exists.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recipes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('servings', 'double precision', (c) => c.notNull())
    .addColumn('steps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('prep_minutes', 'integer')
    .addColumn('cook_minutes', 'integer')
    .addColumn('source_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('recipes_user_idx').on('recipes').columns(['user_id', 'name']).execute();
  await db.schema
    .createTable('recipe_ingredients')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('food_id', 'integer', (c) => c.references('foods.id').onDelete('cascade'))
    .addColumn('sub_recipe_id', 'integer', (c) => c.references('recipes.id').onDelete('restrict'))
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('grams', 'double precision', (c) => c.notNull())
    .addCheckConstraint('recipe_ingredients_one_source', sql`(food_id is null) <> (sub_recipe_id is null)`)
    .execute();
  await db.schema.createIndex('recipe_ingredients_recipe_idx').on('recipe_ingredients').columns(['recipe_id', 'position']).execute();
  await db.schema.createIndex('recipe_ingredients_sub_idx').on('recipe_ingredients').column('sub_recipe_id').execute();
  await db.schema.createIndex('recipe_ingredients_food_idx').on('recipe_ingredients').column('food_id').execute();
  await sql`alter table food_logs add column recipe_id integer references recipes(id) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table food_logs drop column recipe_id`.execute(db);
  await db.schema.dropTable('recipe_ingredients').execute();
  await db.schema.dropTable('recipes').execute();
}
