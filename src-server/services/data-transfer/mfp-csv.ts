import { parse } from 'csv-parse/sync';
import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { MFP_COLUMNS } from '../../../src/schemas/data-transfer.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { emptyImport, type ParsedImport } from './import-rows.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';

const MEALS = lookupTable<string>({ breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack', snacks: 'snack' });

function amount(raw: string | undefined, label: string, required: boolean): number | null | string {
  const text = (raw ?? '').replace(/,/g, '').trim();
  if (text === '') return required ? `${label} is missing` : null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 100_000) return `${label} must be a number of 0 or more`;
  return value;
}

/** MyFitnessPal's food diary export: one row per meal and day with its totals. */
export function parseMfpCsv(content: string): ParsedImport {
  const result = emptyImport();
  let records: Record<string, string>[];
  try {
    records = parse(content, { columns: (h: string[]) => h.map((c) => c.trim()), skip_empty_lines: true, bom: true, relax_column_count: true, trim: true });
  } catch (error) {
    result.errors.push({ line: '1', message: `Not a readable CSV file (${(error as Error).message.split('\n')[0]})` });
    return result;
  }
  if (records.length && (!(MFP_COLUMNS.date in records[0]!) || !(MFP_COLUMNS.meal in records[0]!) || !(MFP_COLUMNS.calories in records[0]!))) {
    result.errors.push({ line: '1', message: 'This is not a MyFitnessPal food diary export: the Date, Meal and Calories columns are missing' });
    return result;
  }
  records.forEach((record, index) => {
    const line = String(index + 2);
    result.totalRows += 1;
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
    if (problem || !date.success || !meal) {
      result.errors.push({ line, message: String(problem) });
      return;
    }
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
    result.foodLogs.push({
      date: date.data,
      meal_type: meal,
      food_name: note ? note.slice(0, 200) : `${meal[0]!.toUpperCase()}${meal.slice(1)} (MyFitnessPal)`,
      quantity: '1 meal',
      calories: n.calories,
      protein: n.protein,
      carbs: n.carbs,
      fats: n.fats,
      fiber: n.fiber ?? null,
      sugar: n.sugar ?? null,
      sodium: n.sodium ?? null,
      data_type: 'local',
    });
  });
  return result;
}
