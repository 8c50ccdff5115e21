import { unzipSync } from 'fflate';
import initSqlJs, { type Database as SqlDatabase, type SqlValue } from 'sql.js';
import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { type HistoryFileReader, type HistoryFood, type HistoryRows } from '../../../src/domain/history-rows.ts';

const SQLITE_HEADER = 'SQLite format 3\0';
const MEALS = new Map([[1, 'breakfast'], [2, 'lunch'], [3, 'dinner'], [4, 'snack']]);
const FOOD_NAME = 'Food from Health Connect';

let sqlJs: ReturnType<typeof initSqlJs> | null = null;

/** The database inside the export's zip, or the file itself when it is the database. */
function databaseBytes(bytes: Uint8Array): Uint8Array | null {
  if (new TextDecoder().decode(bytes.subarray(0, SQLITE_HEADER.length)) === SQLITE_HEADER) return bytes;
  try {
    const files = unzipSync(bytes, { filter: (file) => file.name.endsWith('.db') });
    return Object.values(files)[0] ?? null;
  } catch {
    return null;
  }
}

function columnsOf(db: SqlDatabase, table: string): Set<string> {
  const found = db.exec('SELECT name FROM pragma_table_info(?)', [table])[0];
  return new Set((found?.values ?? []).map(([name]) => String(name)));
}

function rowsOf(db: SqlDatabase, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

/** The local day of an epoch-millisecond column and its zone offset column (seconds), in SQL. */
const localDay = (time: string, offset: string, columns: Set<string>) => `date(${time} / 1000 + ${columns.has(offset) ? `coalesce(${offset}, 0)` : '0'}, 'unixepoch')`;

const num = (value: SqlValue | undefined) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * Health Connect's export (Android: Settings → Health Connect → Export): a zip holding
 * `health_connect_export.db`, SQLite. Times are epoch milliseconds with a zone offset in seconds
 * beside them (the day is the local day where it was recorded); masses are grams and energy is
 * small calories (Health Connect's own units), so kcal is energy / 1000. Read:
 * - `weight_record_table` (`time`, `zone_offset`, `weight` in g): a day's first weigh-in;
 * - `steps_record_table` (`start_time`, `start_zone_offset`, `count`, `app_info_id`): a phone and a
 *   watch count the same walk, so a day has the total of its largest app, as for Apple Health;
 * - `nutrition_record_table` (`start_time`, `start_zone_offset`, `name`, `meal_type` 1–4, `energy`,
 *   `protein`, `total_fat`, `total_carbohydrate`, `dietary_fiber`, `sugar` in g, `sodium` in g): each
 *   record an entry with its name and numbers.
 * Calories burned are not read: Health Connect's total includes resting energy, which the app's
 * expenditure estimate counts already.
 */
export const healthConnectReader: HistoryFileReader = async (bytes) => {
  const empty: HistoryRows = { records: 0, skipped: 0, weights: [], steps: [], activity: [], foods: [] };
  const file = databaseBytes(bytes);
  if (!file) return empty;
  const SQL = await (sqlJs ??= initSqlJs());
  const db = new SQL.Database(file);
  try {
    const result: HistoryRows = { ...empty, weights: [], steps: [], foods: [] };
    const weight = columnsOf(db, 'weight_record_table');
    if (weight.has('time') && weight.has('weight')) {
      const day = localDay('time', 'zone_offset', weight);
      const rows = rowsOf(db, `SELECT ${day} AS day, weight FROM weight_record_table ORDER BY day, time`);
      result.records += rows.length;
      const seen = new Set<string>();
      for (const [date, grams] of rows) {
        const kg = num(grams);
        if (typeof date !== 'string' || !isoDate.safeParse(date).success || !kg) result.skipped += 1;
        else if (!seen.has(date)) {
          seen.add(date);
          result.weights.push({ date, weight: Math.round(kg / 10) / 100 });
        }
      }
    }
    const steps = columnsOf(db, 'steps_record_table');
    if (steps.has('start_time') && steps.has('count')) {
      const day = localDay('start_time', 'start_zone_offset', steps);
      const app = steps.has('app_info_id') ? 'app_info_id' : '0';
      result.records += Number(rowsOf(db, 'SELECT count(*) FROM steps_record_table')[0]?.[0] ?? 0);
      const rows = rowsOf(db, `SELECT day, max(total) FROM (SELECT ${day} AS day, sum(count) AS total FROM steps_record_table WHERE count >= 0 GROUP BY day, ${app}) GROUP BY day ORDER BY day`);
      for (const [date, total] of rows) if (typeof date === 'string' && num(total)) result.steps.push({ date, steps: Math.round(total as number) });
    }
    const food = columnsOf(db, 'nutrition_record_table');
    if (food.has('start_time') && food.has('energy')) {
      const day = localDay('start_time', 'start_zone_offset', food);
      const col = (name: string) => (food.has(name) ? name : 'NULL');
      const rows = rowsOf(db, `SELECT ${day}, ${col('name')}, ${col('meal_type')}, energy, ${col('protein')}, ${col('total_fat')}, ${col('total_carbohydrate')}, ${col('dietary_fiber')}, ${col('sugar')}, ${col('sodium')} FROM nutrition_record_table ORDER BY start_time`);
      result.records += rows.length;
      for (const [date, name, meal, energy, protein, fat, carbs, fiber, sugar, sodium] of rows) {
        const calories = num(energy);
        if (typeof date !== 'string' || !isoDate.safeParse(date).success || calories === null) {
          result.skipped += 1;
          continue;
        }
        const sodiumGrams = num(sodium);
        const n = roundNutrition({ calories: calories / 1000, protein: num(protein) ?? 0, carbs: num(carbs) ?? 0, fats: num(fat) ?? 0, fiber: num(fiber), sugar: num(sugar), sodium: sodiumGrams === null ? null : sodiumGrams * 1000 });
        const entry: HistoryFood = { date, meal_type: MEALS.get(Number(meal)) ?? 'snack', food_name: (typeof name === 'string' && name.trim() ? name.trim() : FOOD_NAME).slice(0, 200), quantity: '1 serving', ...n, fiber: n.fiber ?? null, sugar: n.sugar ?? null, sodium: n.sodium ?? null };
        result.foods.push(entry);
      }
    }
    return result;
  } catch {
    return empty;
  } finally {
    db.close();
  }
};
