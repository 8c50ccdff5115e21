import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('age', 'integer')
    .addColumn('gender', 'text')
    .addColumn('height', 'double precision')
    .addColumn('weight', 'double precision')
    .addColumn('activity_level', 'text')
    .addColumn('fitness_goal', 'text')
    .addColumn('dietary_preference', 'text')
    .addColumn('timeline', 'text')
    .addColumn('daily_calories', 'integer')
    .addColumn('daily_protein', 'integer')
    .addColumn('daily_carbs', 'integer')
    .addColumn('daily_fats', 'integer')
    .addColumn('weight_unit', 'text', (c) => c.notNull().defaultTo('kg'))
    .addColumn('height_unit', 'text', (c) => c.notNull().defaultTo('cm'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_tokens_user_id_idx').on('api_tokens').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['key', 'attempted_at']).execute();

  await db.schema
    .createTable('foods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('fdc_id', 'integer')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('gtin_upc', 'text')
    .addColumn('category', 'text')
    .addColumn('calories', 'double precision', (c) => c.notNull())
    .addColumn('protein', 'double precision', (c) => c.notNull())
    .addColumn('carbs', 'double precision', (c) => c.notNull())
    .addColumn('fats', 'double precision', (c) => c.notNull())
    .addColumn('fiber', 'double precision')
    .addColumn('sugar', 'double precision')
    .addColumn('sodium', 'double precision')
    .addColumn('saturated_fat', 'double precision')
    .addUniqueConstraint('foods_source_uq', ['source', 'source_id'])
    .execute();
  await db.schema.createIndex('foods_fdc_id_idx').on('foods').column('fdc_id').execute();
  await db.schema.createIndex('foods_gtin_upc_idx').on('foods').column('gtin_upc').execute();

  await db.schema
    .createTable('food_portions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('food_id', 'integer', (c) => c.notNull().references('foods.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('grams', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('food_portions_food_id_idx').on('food_portions').column('food_id').execute();

  await db.schema
    .createTable('food_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('meal_type', 'text', (c) => c.notNull())
    .addColumn('food_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('calories', 'double precision', (c) => c.notNull())
    .addColumn('protein', 'double precision', (c) => c.notNull())
    .addColumn('carbs', 'double precision', (c) => c.notNull())
    .addColumn('fats', 'double precision', (c) => c.notNull())
    .addColumn('fdc_id', 'integer')
    .addColumn('food_id', 'integer', (c) => c.references('foods.id').onDelete('set null'))
    .addColumn('serving_size', 'text')
    .addColumn('data_type', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('fiber', 'double precision')
    .addColumn('sugar', 'double precision')
    .addColumn('sodium', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('food_logs_user_date_idx').on('food_logs').columns(['user_id', 'date']).execute();
  await db.schema.createIndex('food_logs_user_created_idx').on('food_logs').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('weight_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('weight_logs_user_date_idx').on('weight_logs').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('ai_suggestions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ai_suggestions_user_date_idx').on('ai_suggestions').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('meal_plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('meals', 'jsonb', (c) => c.notNull())
    .addColumn('shopping_list', 'jsonb', (c) => c.notNull())
    .addColumn('preferences', 'jsonb')
    .addColumn('difficulty', 'text')
    .addColumn('duration', 'text')
    .addColumn('servings', 'integer')
    .addColumn('total_calories', 'double precision')
    .addColumn('total_protein', 'double precision')
    .addColumn('total_carbs', 'double precision')
    .addColumn('total_fats', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meal_plans_user_created_idx').on('meal_plans').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('meal_prep_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('recipe_name', 'text', (c) => c.notNull())
    .addColumn('total_time', 'integer', (c) => c.notNull())
    .addColumn('steps', 'jsonb', (c) => c.notNull())
    .addColumn('difficulty', 'text')
    .addColumn('servings', 'integer')
    .addColumn('nutrition', 'jsonb')
    .addColumn('is_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('saved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meal_prep_user_idx').on('meal_prep_sessions').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'meal_prep_sessions', 'meal_plans', 'ai_suggestions', 'weight_logs', 'food_logs',
    'food_portions', 'foods', 'login_attempts', 'api_tokens', 'sessions', 'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
