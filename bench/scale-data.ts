// The history bench:scale measures, generated inside Postgres (generate_series, insert … select): no
// row leaves Node. Every choice is a hash of the user's key, the day and the entry's place, so each
// run makes the same data, and the measured user's history is the same at every size.
import pg from 'pg';
import { MET_ACTIVITIES } from '../src/domain/met-activities.ts';
import { progressBar } from '../src-server/food-data/progress-bar.ts';

export type ScaleSize = 'small' | 'medium' | 'large';
/** Food-log rows each size aims at. */
export const SIZE_ROWS: Record<ScaleSize, number> = { small: 10_000, medium: 1_000_000, large: 10_000_000 };

/** The measured user logged for three years up to yesterday; the others for 30 days to three years. */
const MEASURED_DAYS = 3 * 365;
const MIN_DAYS = 30;
/** Days without any entry, and entries a logged day has (3 to 8). */
const SKIPPED_DAYS = 0.12;
const ENTRIES_PER_LOGGED_DAY = 5.5;
/** A user who stopped logging stopped within the last year. */
const STOPPED_SHARE = 0.25;
/** Each user eats from a dozen favourites per meal, some far more often than others. */
const FAVOURITES = 12;
/** Days generated per statement, sorted by day and time, so a user's rows lie among everyone's as when logged day by day. */
const WINDOW_DAYS = 14;

/** Common foods of the shipped seed (FNDDS names) and the meal they are eaten at. */
const MENU: Record<string, string[]> = {
  breakfast: [
    'Oatmeal, NFS', 'Banana, raw', 'Egg, whole, boiled or poached', 'Egg, whole, fried with oil', 'Yogurt, Greek, nonfat milk, plain',
    'Yogurt, Greek, whole milk, fruit', 'Bread, whole wheat, toasted', 'Peanut butter', 'Milk, reduced fat (2%)', 'Coffee, brewed',
    'Coffee, Latte', 'Orange juice, 100%, NFS', "Cereal, O's, plain", 'Blueberries, raw', 'Strawberries, raw',
  ],
  lunch: [
    'Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Rice, white, cooked, no added fat', 'Rice, brown, cooked, no added fat',
    'Tortilla, flour', 'Turkey sandwich on wheat', 'Tuna salad, made with mayonnaise', 'Lettuce, raw', 'Black beans, from canned, no added fat',
    'Hummus, plain', 'Carrots, raw', 'Lentils, from dried, no added fat', 'Avocado, raw', 'Cheese, Cheddar',
  ],
  dinner: [
    'Beef, ground, patty', 'Pasta, cooked', 'Spaghetti sauce', 'Potato, baked, peel eaten', 'Sweet potato, baked, no added fat', 'Broccoli, raw',
    'Shrimp, grilled', 'Turkey, light meat, skin not eaten', 'Pizza, cheese, from frozen, thin crust', 'Rice, white, cooked, made with oil',
  ],
  snack: [
    'Almonds, unsalted', 'Mixed nuts, NFS', 'Apple, raw', 'Potato chips, plain', 'Tortilla chips, plain', 'Cereal or Granola bar, NFS',
    'Soft drink, cola', 'Tea, hot, leaf, green', 'Applesauce, unsweetened', 'Watermelon, raw', 'Yogurt, Greek, low fat milk, fruit',
  ],
};
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'];
const RECIPE_NAMES = ['Overnight oats', 'Chicken rice bowl', 'Lentil soup', 'Bean burrito', 'Pasta bake', 'Veggie omelette'];
const ACTIVITIES = MET_ACTIVITIES.slice(0, 12);

/** A number in [0, 1) from the text of a SQL expression: the same on every run. */
const rnd = (key: string) => `((hashtext(${key}) & 2147483647)::float8 / 2147483648)`;
/** A whole number in [0, n) from a key, as SQL. */
const pick = (key: string, n: string) => `((hashtext(${key}) & 2147483647) % ${n})`;

/** Other users for a size: the measured user's history and theirs add up to about the size's rows. */
export function otherUsersFor(size: ScaleSize): number {
  const perDay = (1 - SKIPPED_DAYS) * ENTRIES_PER_LOGGED_DAY;
  const perUser = ((MIN_DAYS + MEASURED_DAYS) / 2) * perDay;
  return Math.max(1, Math.round((SIZE_ROWS[size] - MEASURED_DAYS * perDay) / perUser));
}

export interface Generated {
  users: number;
  foodLogs: number;
  measuredEntries: number;
  seconds: number;
  /** The database's size on disk before and after, in bytes. */
  bytesBefore: number;
  bytesAfter: number;
}

async function createMenu(client: pg.Client): Promise<void> {
  const names = Object.entries(MENU).flatMap(([meal, foods]) => foods.map((name) => [name, meal]));
  // Each food at its first USDA portion, and at 1.5 and 2 of it by weight; nutrition scaled from its numbers per 100 g.
  await client.query(
    `create temp table bench_menu as
     with wanted as (select * from unnest($1::text[], $2::text[]) as w(name, meal)),
     food as (
       select w.meal, f.*, p.label, p.grams as portion_grams from wanted w
       join foods f on f.name = w.name and f.source = 'survey' and f.user_id is null
       join lateral (select label, grams from food_portions p where p.food_id = f.id and not p.unspecified order by seq limit 1) p on true
     ),
     sized as (select food.*, portion_grams * times as grams, times from food cross join unnest(array[1, 1.5, 2]) times)
     select meal, (row_number() over (partition by meal order by id, times) - 1)::int as pos, id as food_id, fdc_id, name as food_name,
       source as data_type, case when times = 1 then label else round(grams)::text || ' g' end as quantity,
       case when times = 1 then label || ' (' || round(grams)::text || ' g)' else round(grams)::text || ' g' end as serving_size, grams,
       round((calories * grams / 100)::numeric, 1)::float8 as calories, round((protein * grams / 100)::numeric, 1)::float8 as protein,
       round((carbs * grams / 100)::numeric, 1)::float8 as carbs, round((fats * grams / 100)::numeric, 1)::float8 as fats,
       round((fiber * grams / 100)::numeric, 1)::float8 as fiber, round((sugar * grams / 100)::numeric, 1)::float8 as sugar,
       round((sodium * grams / 100)::numeric)::float8 as sodium,
       coalesce((select jsonb_object_agg(key, round(value::numeric * grams::numeric / 100, 3)) from jsonb_each_text(nutrients)), '{}'::jsonb) as nutrients
     from sized`,
    [names.map(([name]) => name), names.map(([, meal]) => meal)],
  );
  await client.query('create temp table bench_meals as select meal, count(*)::int as n from bench_menu group by meal');
  const { rows } = await client.query<{ meal: string }>('select meal from bench_meals');
  const missing = MEALS.filter((meal) => !rows.some((r) => r.meal === meal));
  if (missing.length) throw new Error(`the seed has none of the common foods for ${missing.join(', ')}: is it loaded?`);
}

/** The measured user (already signed up) and the others, each with their days of history and body weight. */
async function createUsers(client: pg.Client, measuredId: string, others: number): Promise<void> {
  const key = (part: string) => `'scale-' || i || '${part}'`;
  await client.query(
    `create temp table bench_users as
     select $1::text as id, 'scale-0' as seed, current_date - ${MEASURED_DAYS} as first_day, current_date - 1 as last_day, 80::float8 as weight, -0.003::float8 as drift
     union all
     select 'scale-' || i, 'scale-' || i, last_day - days, last_day, 55 + 45 * ${rnd(key('w'))}, (${rnd(key('t'))} - 0.7) * 0.01
     from generate_series(1, $2::int) i,
       lateral (select case when ${rnd(key('s'))} < ${STOPPED_SHARE} then current_date - floor(${rnd(key('e'))} * 365)::int else current_date end as last_day,
         ${MIN_DAYS} + floor(${rnd(key('d'))} * ${MEASURED_DAYS - MIN_DAYS})::int as days) span`,
    [measuredId, others],
  );
  await client.query(
    `insert into users (id, email, age, gender, height, weight, activity_level, fitness_goal, dietary_preference, timeline,
       daily_calories, daily_protein, daily_carbs, daily_fats, goal_weight, goal_rate, created_at, updated_at, welcomed_at)
     select id, id || '@example.com', 20 + ${pick('seed', '45')}, case when ${rnd("seed || 'g'")} < 0.5 then 'female' else 'male' end,
       155 + ${pick("seed || 'h'", '40')}, round(weight::numeric, 1), 'moderately_active', 'lose_weight', 'none', '6_months',
       1800 + 50 * ${pick("seed || 'c'", '12')}, 130, 200, 65, round(weight::numeric) - 5, 0.25, first_day, first_day, first_day
     from bench_users where seed <> 'scale-0'`,
  );
}

/** A day of each user's history between from and to, as SQL rows u (the user) and d(day). */
const daysOf = (from: string, to: string) =>
  `bench_users u cross join lateral generate_series(greatest(u.first_day, ${from}::date), least(u.last_day, ${to}::date), interval '1 day') g(t)
   cross join lateral (select t::date as day, u.seed || t::date::text as dkey) d`;

/** A menu food of the meal (as SQL) for the user: which one is a hash of `key`, among the meal's `c.n` foods. */
const menuFood = (meal: string, key: string) =>
  `join bench_meals c on c.meal = ${meal} join bench_menu m on m.meal = ${meal} and m.pos = ${pick(key, 'c.n')}`;

/**
 * Rows of a table on about `share` of each user's days in the window, which ones a hash of the day
 * and `draw`; `join` adds rows or values per day, `where` narrows the days first.
 */
const onSomeDays = (table: string, columns: string, values: string, o: { draw: string; share: number; join?: string; where?: string; order?: string }) =>
  `insert into ${table} (${columns})
   select ${values}
   from ${daysOf('$1', '$2')} ${o.join ?? ''}
   where ${o.where ? `${o.where} and ` : ''}${rnd(`d.dkey || '${o.draw}'`)} < ${o.share} order by ${o.order ?? 'd.day'}`;

/** The statements that fill one window of days [$1, $2] for every user. */
const WINDOW_STATEMENTS = [
  // 3 to 8 entries on a logged day: breakfast, lunch, dinner, a snack, then second helpings of each.
  `insert into food_logs (user_id, date, meal_type, food_name, quantity, calories, protein, carbs, fats, fiber, sugar, sodium,
     fdc_id, food_id, serving_size, data_type, nutrients, created_at)
   select u.id, d.day, e.meal, m.food_name, m.quantity, m.calories, m.protein, m.carbs, m.fats, m.fiber, m.sugar, m.sodium,
     m.fdc_id, m.food_id, m.serving_size, m.data_type, m.nutrients, e.at
   from ${daysOf('$1', '$2')}
   cross join lateral (
     select (array['breakfast', 'lunch', 'dinner', 'snack'])[1 + (k - 1) % 4] as meal, floor(power(${rnd("d.dkey || k")}, 2) * ${FAVOURITES})::int as favourite,
       (d.day + time '07:30' + ((k - 1) % 4) * interval '4 hours' + k * interval '4 minutes') at time zone 'UTC' as at
     from generate_series(1, 3 + ${pick("d.dkey || 'n'", '6')}) k
   ) e
   ${menuFood('e.meal', "u.seed || e.meal || e.favourite")}
   where ${rnd("d.dkey || 's'")} >= ${SKIPPED_DAYS}
   order by e.at`,
  onSomeDays(
    'weight_logs',
    'user_id, weight, date, created_at',
    `u.id, round(greatest(45, u.weight + (d.day - u.first_day) * u.drift + (${rnd("d.dkey || 'v'")} - 0.5) * 1.2)::numeric, 1), d.day,
     (d.day + time '07:00') at time zone 'UTC'`,
    { draw: 'w', share: 0.4 },
  ),
  onSomeDays(
    'water_logs',
    'user_id, date, ml, created_at',
    `u.id, d.day, (array[250, 330, 500])[1 + ${pick("d.dkey || k", '3')}], (d.day + time '09:00' + k * interval '3 hours') at time zone 'UTC'`,
    { draw: 'h', share: 0.5, join: `cross join lateral generate_series(1, 1 + ${pick("d.dkey || 'k'", '4')}) k`, order: 'd.day, k' },
  ),
  onSomeDays(
    'activity_logs',
    'user_id, date, code, name, minutes, calories, source, created_at',
    `u.id, d.day, ($3::text[])[1 + a.i], ($4::text[])[1 + a.i], a.minutes, round(($5::float8[])[1 + a.i] * u.weight * a.minutes / 60), 'met',
     (d.day + time '18:00') at time zone 'UTC'`,
    {
      draw: 'a',
      share: 0.3,
      join: `cross join lateral (select ${pick("u.seed || 'a' || " + pick("d.dkey || 'b'", '3'), String(ACTIVITIES.length))} as i, 20 + ${pick("d.dkey || 'm'", '60')} as minutes) a`,
    },
  ),
  onSomeDays('daily_steps', 'user_id, date, steps', `u.id, d.day, 3000 + ${pick("d.dkey || 'q'", '11000')}`, { draw: 'p', share: 0.6 }),
  // A weekly check-in, answered about half the weeks.
  onSomeDays(
    'target_changes',
    'user_id, date, calories, protein, carbs, fats, previous_calories, expenditure, source, created_at',
    `u.id, d.day, 1800 + 50 * c.step, 130, 200, 65, 1850 + 50 * c.step, 2300 + 50 * c.step, 'check-in', (d.day + time '08:00') at time zone 'UTC'`,
    { draw: 'y', share: 0.5, join: `cross join lateral (select ${pick("d.dkey || 'x'", '8')} as step) c`, where: '(d.day - u.first_day) % 7 = 6' },
  ),
];

/** Recipes, saved meals and favourite foods: a handful per user, made when they started. */
const OWN_THINGS = [
  `insert into recipes (user_id, name, servings, prep_minutes, cook_minutes, created_at, updated_at)
   select u.id, ($1::text[])[1 + (${pick('u.seed', '6')} + k) % 6], 2 + k % 3, 10, 20, u.first_day, u.first_day
   from bench_users u cross join generate_series(0, 3) k`,
  `insert into recipe_ingredients (recipe_id, position, food_id, amount, grams)
   select r.id, k, m.food_id, m.quantity, m.grams from recipes r
   cross join generate_series(1, 3 + r.id % 4) k
   ${menuFood("'dinner'", "r.id::text || 'i' || k")}`,
  `insert into saved_meals (user_id, name, items, created_at)
   select u.id, initcap(w.meal_type) || ' usual', items, u.first_day from bench_users u
   cross join unnest(array['breakfast', 'lunch', 'dinner']) as w(meal_type)
   cross join lateral (
     select jsonb_agg(jsonb_build_object('food_name', m.food_name, 'quantity', m.quantity, 'calories', m.calories, 'protein', m.protein,
       'carbs', m.carbs, 'fats', m.fats, 'fiber', m.fiber, 'sugar', m.sugar, 'sodium', m.sodium, 'fdc_id', m.fdc_id, 'food_id', m.food_id,
       'serving_size', m.serving_size, 'data_type', m.data_type, 'nutrients', m.nutrients::text) order by k) as items
     from generate_series(0, 2) k ${menuFood('w.meal_type', 'u.seed || w.meal_type || k')}
   ) saved`,
  `insert into favorite_foods (user_id, food_id, created_at)
   select distinct u.id, m.food_id, u.first_day from bench_users u cross join generate_series(0, 4) k
   ${menuFood("'breakfast'", "u.seed || 'f' || k")}
   on conflict do nothing`,
];

/** Tables filled in bulk: their plain indexes are dropped before and built again after, as a restore does; unique ones stay. */
const BULK_TABLES = ['food_logs', 'weight_logs', 'water_logs', 'activity_logs', 'target_changes'];

const databaseBytes = async (client: pg.Client) =>
  Number((await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes')).rows[0]!.bytes);

/**
 * Fills the database of `url` (migrated, seeded, the measured user signed up) with about the size's
 * food-log rows and everything that goes with them, then vacuums and analyses it as autovacuum
 * would have by then.
 */
export async function generateHistory(url: string, measuredId: string, size: ScaleSize): Promise<Generated> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bytesBefore = await databaseBytes(client);
    // No JIT: without statistics on the temporary tables, each statement looks costly enough to compile, which takes longer than running it.
    await client.query(`set jit = off; set synchronous_commit = off; set timezone = 'UTC';
      set work_mem = '256MB'; set maintenance_work_mem = '1GB'`);
    await createMenu(client);
    const others = otherUsersFor(size);
    await createUsers(client, measuredId, others);
    await client.query('analyze bench_menu, bench_meals, bench_users');
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
       join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
       where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisunique`,
      [BULK_TABLES],
    );
    for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    const foodLogs = await fillWindows(client);
    for (const statement of OWN_THINGS) await client.query(statement, statement.includes('$1') ? [RECIPE_NAMES] : []);
    for (const index of indexes) await client.query(index.definition);
    await client.query('vacuum (analyze)');
    const measured = await client.query<{ n: number }>('select count(*)::int as n from food_logs where user_id = $1', [measuredId]);
    return {
      users: others + 1,
      foodLogs,
      measuredEntries: measured.rows[0]!.n,
      seconds: (Date.now() - started) / 1000,
      bytesBefore,
      bytesAfter: await databaseBytes(client),
    };
  } finally {
    await client.end();
  }
}

/** Every window of days from the earliest first day to today, oldest first; returns the food-log rows written. */
async function fillWindows(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ first: string }>(`select min(first_day)::text as first from bench_users`);
  const first = Date.parse(`${rows[0]!.first}T00:00:00Z`);
  const days = Math.round((Date.now() - first) / 86_400_000) + 1;
  const activity = [ACTIVITIES.map((a) => a.code), ACTIVITIES.map((a) => a.activity), ACTIVITIES.map((a) => a.met)];
  const bar = progressBar('generating history');
  let foodLogs = 0;
  for (let offset = 0; offset < days; offset += WINDOW_DAYS) {
    const from = new Date(first + offset * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(first + (offset + WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    for (const [i, statement] of WINDOW_STATEMENTS.entries()) {
      const result = await client.query(statement, statement.includes('$3') ? [from, to, ...activity] : [from, to]);
      if (i === 0) foodLogs += result.rowCount ?? 0;
    }
    bar.update(Math.min(days, offset + WINDOW_DAYS), days);
  }
  bar.finish(`${foodLogs} food-log rows`);
  return foodLogs;
}
