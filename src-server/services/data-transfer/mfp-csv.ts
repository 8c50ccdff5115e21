import { parse } from 'csv-parse/sync';
import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { MFP_COLUMNS } from '../../../src/schemas/data-transfer.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { createFoodLogInput } from '../../../src/schemas/food-log.ts';
import { badEntry, emptyImport, stopsAt, type ParsedImport } from './import-rows.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';

const MEALS = lookupTable<string>({ breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack', snacks: 'snack' });

function amount(raw: string | undefined, label: string, required: boolean): number | null | string {
  const text = (raw ?? '').replace(/,/g, '').trim();
  if (text === '') return required ? `${label} is missing` : null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 100_000) return `${label} must be a number of 0 or more`;
  return value;
}

/**
 * Lines a diary file may hold: ten years of four meals a day is 14,600 rows. Lines are counted before
 * the file is parsed (a note may span lines, so rows are never more), as a JSON file's values are.
 */
export const MAX_CSV_LINES = 100_000;
/** MyFitnessPal's export has 20 columns. */
const MAX_COLUMNS = 100;

function linesOver(text: string, max: number): boolean {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) if (++lines > max) return true;
  return false;
}

function header(columns: string[]): string[] {
  if (columns.length > MAX_COLUMNS) throw new Error(`the header has more than ${MAX_COLUMNS} columns`);
  return columns.map((c) => c.trim());
}

/** MyFitnessPal's food diary export: one row per meal and day with its totals, each checked as a new log entry. */
export function parseMfpCsv(content: string): ParsedImport {
  const result = emptyImport();
  if (linesOver(content, MAX_CSV_LINES)) {
    result.refused = { limit: 'lines', max: MAX_CSV_LINES };
    return result;
  }
  let records: Record<string, string>[];
  try {
    records = parse(content, { columns: header, skip_empty_lines: true, bom: true, relax_column_count: true, trim: true });
  } catch (error) {
    badEntry(result, '1', `Not a readable CSV file (${(error as Error).message.split('\n')[0]})`);
    return result;
  }
  if (records.length && (!(MFP_COLUMNS.date in records[0]!) || !(MFP_COLUMNS.meal in records[0]!) || !(MFP_COLUMNS.calories in records[0]!))) {
    badEntry(result, '1', 'This is not a MyFitnessPal food diary export: the Date, Meal and Calories columns are missing');
    return result;
  }
  result.totalRows = records.length;
  records.forEach((record, index) => {
    const line = String(index + 2);
    if (stopsAt(result, line)) return;
    const date = isoDate.safeParse(record[MFP_COLUMNS.date]);
    const meal = MEALS[(record[MFP_COLUMNS.meal] ?? '').toLowerCase()];
    const values = {
      calories: amount(record[MFP_COLUMNS.calories], 'Calories', true),
      protein: amount(record[MFP_COLUMNS.protein], 'Protein', false),
      carbs: amount(record[MFP_COLUMNS.carbs], 'Carbohydrates', false),
      fats: amount(record[MFP_COLUMNS.fats], 'Fat', false),
      fiber: amount(record[MFP_COLUMNS.fiber], 'Fiber', false),
      sugar: amount(record[MFP_COLUMNS.sugar], 'Sugar', false),
      sodium: amount(record[MFP_COLUMNS.sodium], 'Sodium', false),
    };
    const problem = !date.success ? `Date "${record[MFP_COLUMNS.date] ?? ''}" is not a YYYY-MM-DD date` : !meal ? `Meal "${record[MFP_COLUMNS.meal] ?? ''}" is not Breakfast, Lunch, Dinner or Snacks` : Object.values(values).find((v) => typeof v === 'string');
    if (problem || !date.success || !meal) return badEntry(result, line, String(problem));
    const n = roundNutrition({
      calories: values.calories as number,
      protein: (values.protein as number | null) ?? 0,
      carbs: (values.carbs as number | null) ?? 0,
      fats: (values.fats as number | null) ?? 0,
      fiber: values.fiber as number | null,
      sugar: values.sugar as number | null,
      sodium: values.sodium as number | null,
    });
    const note = record[MFP_COLUMNS.note]?.trim();
    const entry = createFoodLogInput.safeParse({
      date: date.data, mealType: meal, foodName: note ? note.slice(0, 200) : `${meal[0]!.toUpperCase()}${meal.slice(1)} (MyFitnessPal)`, quantity: '1 meal', ...n,
    });
    if (!entry.success) {
      const [first] = entry.error.issues;
      return badEntry(result, line, `${first!.path.join('.')}: ${first!.message}`);
    }
    const e = entry.data;
    result.foodLogs.push({
      date: e.date, meal_type: e.mealType, food_name: e.foodName, quantity: e.quantity, calories: e.calories, protein: e.protein, carbs: e.carbs, fats: e.fats,
      fiber: e.fiber ?? null, sugar: e.sugar ?? null, sodium: e.sodium ?? null, data_type: 'local',
    });
  });
  return result;
}
