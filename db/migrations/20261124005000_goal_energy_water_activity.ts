import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
//
// Goal weight and weekly rate, the day of the last weekly check-in, the user's own water target and
// whether exercise raises the day's calorie budget (decisions 048, 049); the history of targets set at
// check-ins; water drunk, exercise done and steps walked per day.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table users
      add column goal_weight double precision,
      add column goal_rate double precision,
      add column check_in_on date,
      add column water_target_ml integer,
      add column exercise_adds_to_budget boolean not null default false
  `.execute(db);

  await db.schema
    .createTable('target_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('calories', 'double precision', (c) => c.notNull())
    .addColumn('protein', 'double precision', (c) => c.notNull())
    .addColumn('carbs', 'double precision', (c) => c.notNull())
    .addColumn('fats', 'double precision', (c) => c.notNull())
    .addColumn('previous_calories', 'double precision')
    .addColumn('expenditure', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('target_changes_user_date_idx').on('target_changes').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('water_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('ml', 'integer', (c) => c.notNull().check(sql`ml > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('water_logs_user_date_idx').on('water_logs').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('activity_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes > 0`))
    .addColumn('calories', 'integer', (c) => c.notNull().check(sql`calories >= 0`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activity_logs_user_date_idx').on('activity_logs').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('daily_steps')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('steps', 'integer', (c) => c.notNull().check(sql`steps >= 0`))
    .addPrimaryKeyConstraint('daily_steps_pkey', ['user_id', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['daily_steps', 'activity_logs', 'water_logs', 'target_changes']) await db.schema.dropTable(table).execute();
  await sql`alter table users drop column goal_weight, drop column goal_rate, drop column check_in_on, drop column water_target_ml, drop column exercise_adds_to_budget`.execute(db);
}
