import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { cellNumber, csvStream } from './csv-stream.ts';
import { rowsRead, type HistoryFood, type HistoryReader } from '../../../src/domain/history-rows.ts';

/** Cronometer's diary groups; a group the user renamed goes under snacks. */
const MEALS = lookupTable<string>({ breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack', snacks: 'snack' });
export const CRONOMETER_DAY_NAME = 'Cronometer daily total';

/** A row's numbers by Cronometer's column names. */
function numbersOf(row: ReadonlyMap<string, string>, calories: number) {
  return roundNutrition({
    calories,
    protein: cellNumber(row.get('Protein (g)')) ?? 0,
    carbs: cellNumber(row.get('Carbs (g)')) ?? 0,
    fats: cellNumber(row.get('Fat (g)')) ?? 0,
    fiber: cellNumber(row.get('Fiber (g)')),
    sugar: cellNumber(row.get('Sugars (g)')),
    sodium: cellNumber(row.get('Sodium (mg)')),
  });
}

/**
 * Cronometer's exports (Settings → Account → Export Data): `servings.csv`, one row per food eaten
 * (`Day`, `Group`, `Food Name`, `Amount`, `Energy (kcal)`, `Protein (g)`, `Carbs (g)`, `Fat (g)`…),
 * each kept as an entry with its name and numbers; or `dailysummary.csv`, one row per `Date`, kept
 * as a day's total on days with no food logged (decision 104). The header says which file it is.
 */
export function cronometerReader(): HistoryReader {
  const foods: HistoryFood[] = [];
  let records = 0;
  let skipped = 0;
  const csv = csvStream((row) => {
    const servings = row.has('Food Name');
    const day = row.get(servings ? 'Day' : 'Date');
    if (day === undefined || !row.has('Energy (kcal)')) return;
    records += 1;
    const calories = cellNumber(row.get('Energy (kcal)'));
    const name = row.get('Food Name')?.slice(0, 200) ?? CRONOMETER_DAY_NAME;
    if (!isoDate.safeParse(day).success || calories === null || !name) {
      skipped += 1;
      return;
    }
    // Cronometer lists days with nothing logged as zeros.
    if (!servings && calories === 0) return;
    const n = numbersOf(row, calories);
    const fiber = n.fiber ?? null;
    const sugar = n.sugar ?? null;
    const sodium = n.sodium ?? null;
    if (servings) {
      const meal = MEALS[(row.get('Group') ?? '').toLowerCase()] ?? 'snack';
      foods.push({ date: day, meal_type: meal, food_name: name, quantity: row.get('Amount')?.slice(0, 100) || '1 serving', ...n, fiber, sugar, sodium });
    } else foods.push({ date: day, meal_type: 'snack', food_name: name, quantity: '1 day', ...n, fiber, sugar, sodium, dayTotal: true });
  });
  return {
    write: csv.write,
    async end() {
      const read = await csv.end();
      return rowsRead(read, records, skipped, { foods });
    },
  };
}
