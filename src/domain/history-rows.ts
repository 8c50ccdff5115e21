import { activityLogInput, stepsInput } from '../schemas/activity.ts';
import { logDate } from '../schemas/entry-fields.ts';
import { createFoodLogInput } from '../schemas/food-log.ts';
import type { HistoryCounts } from '../schemas/history-import.ts';
import { weightKg } from '../schemas/weight.ts';
import type { NutritionValues } from './nutrition.ts';

/** A food entry from another app, with its own name and numbers. */
export interface HistoryFood extends NutritionValues {
  date: string;
  meal_type: string;
  food_name: string;
  quantity: string;
  /** A whole day's total rather than one food: added only to a day with no food logged, so it never counts a day twice. */
  dayTotal?: true;
}

/** What a history file holds, in the log's own terms: rows per day (and per food), however large the file. */
export interface HistoryRows {
  /** Records of the kinds read. */
  records: number;
  /** Records of those kinds that could not be read (no date, no number, an unknown unit); left out. */
  skipped: number;
  weights: { date: string; weight: number }[];
  steps: { date: string; steps: number }[];
  activity: { date: string; name: string; minutes: number; calories: number }[];
  foods: HistoryFood[];
}

/**
 * A reader's result once its file has been parsed: what it found, or no records at all when the file
 * was not of its format (not CSV, not a JSON array), which the service refuses.
 */
export function rowsRead(read: boolean, records: number, skipped: number, found: Partial<Pick<HistoryRows, 'weights' | 'steps' | 'activity' | 'foods'>>): HistoryRows {
  const none = { weights: [], steps: [], activity: [], foods: [] };
  return read ? { records, skipped, ...none, ...found } : { records: 0, skipped, ...none };
}

/** What a reader may need of the user: the weight unit a file without units is read in. */
export interface ReaderOptions {
  weightUnit: 'kg' | 'lb';
}

/** Reads a file whole: for zip-based files (a spreadsheet, a database in an archive), read once the upload is complete. */
export type HistoryFileReader = (bytes: Uint8Array, options: ReaderOptions) => Promise<HistoryRows>;

/** Reads a file as its bytes arrive: each chunk is parsed and let go, so memory stays flat. */
export interface HistoryReader {
  write(text: string): void;
  /** What the file held, once every chunk has been parsed. */
  end(): Promise<HistoryRows>;
}

export function countsOf(rows: Pick<HistoryRows, 'weights' | 'steps' | 'activity' | 'foods'>): HistoryCounts {
  return { weightLogs: rows.weights.length, dailySteps: rows.steps.length, activityLogs: rows.activity.length, foodLogs: rows.foods.length };
}

/** Two weigh-ins on the same day this close are the same reading (a scale's rounding, or kg from lb). */
export const SAME_WEIGHT_KG = 0.05;

/** What the log already has in the file's days, to leave out. */
export interface ExistingRows {
  weights: { date: string; weight: number }[];
  stepDays: string[];
  activity: { date: string; name: string; calories: number }[];
  foods: { date: string; meal_type: string; food_name: string; calories: number }[];
}

const activityKey = (a: { date: string; name: string; calories: number }) => `${a.date}|${a.name.toLowerCase()}|${a.calories}`;
const foodKey = (f: { date: string; meal_type: string; food_name: string; calories: number }) => `${f.date}|${f.meal_type}|${f.food_name.toLowerCase()}|${f.calories}`;

/** The file's rows the log does not have yet, and the rest as duplicates. */
export function splitDuplicates(rows: HistoryRows, existing: ExistingRows): { fresh: HistoryRows; duplicates: HistoryCounts } {
  const weightsByDay = new Map<string, number[]>();
  for (const w of existing.weights) {
    const day = weightsByDay.get(w.date);
    if (day) day.push(w.weight);
    else weightsByDay.set(w.date, [w.weight]);
  }
  const stepDays = new Set(existing.stepDays);
  const activity = new Set(existing.activity.map(activityKey));
  const foods = new Set(existing.foods.map(foodKey));
  const foodDays = new Set(existing.foods.map((f) => f.date));
  const fresh: HistoryRows = {
    ...rows,
    weights: rows.weights.filter((w) => !(weightsByDay.get(w.date) ?? []).some((kg) => Math.abs(kg - w.weight) <= SAME_WEIGHT_KG + 1e-9)),
    steps: rows.steps.filter((s) => !stepDays.has(s.date)),
    activity: rows.activity.filter((a) => !activity.has(activityKey(a))),
    foods: rows.foods.filter((f) => (f.dayTotal ? !foodDays.has(f.date) : !foods.has(foodKey(f)))),
  };
  const all = countsOf(rows);
  const kept = countsOf(fresh);
  return {
    fresh,
    duplicates: { weightLogs: all.weightLogs - kept.weightLogs, dailySteps: all.dailySteps - kept.dailySteps, activityLogs: all.activityLogs - kept.activityLogs, foodLogs: all.foodLogs - kept.foodLogs },
  };
}

/** The first and last day the rows cover. */
export function dateRange(rows: HistoryRows): { firstDate: string | null; lastDate: string | null } {
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const list of [rows.weights, rows.steps, rows.activity, rows.foods]) {
    for (const { date } of list) {
      if (firstDate === null || date < firstDate) firstDate = date;
      if (lastDate === null || date > lastDate) lastDate = date;
    }
  }
  return { firstDate, lastDate };
}

/**
 * Only what the log's own routes would take (the days, weights, steps and calories they allow);
 * the rest is counted as skipped. A file from years back may hold a scale's misreading.
 */
export function keepLoggable(rows: HistoryRows): HistoryRows {
  const weights = rows.weights.filter((w) => logDate.safeParse(w.date).success && weightKg.safeParse(w.weight).success);
  const steps = rows.steps.filter((s) => stepsInput.safeParse(s).success);
  const activity = rows.activity.filter((a) => activityLogInput.safeParse(a).success);
  const foods = rows.foods.filter(
    (f) => createFoodLogInput.safeParse({ date: f.date, mealType: f.meal_type, foodName: f.food_name, quantity: f.quantity, calories: f.calories, protein: f.protein, carbs: f.carbs, fats: f.fats }).success,
  );
  const kept = { weights, steps, activity, foods };
  const dropped = Object.values(countsOf(rows)).reduce((a, b) => a + b, 0) - Object.values(countsOf(kept)).reduce((a, b) => a + b, 0);
  return { ...rows, ...kept, skipped: rows.skipped + dropped };
}

/** Each day's first weigh-in, whatever order a file lists them in; `at` orders the weigh-ins of one day. */
export class FirstWeighIns<At extends number | string> {
  private readonly days = new Map<string, { at: At; kg: number }>();

  add(date: string, at: At, kg: number) {
    const first = this.days.get(date);
    if (!first || at < first.at) this.days.set(date, { at, kg });
  }

  list(): HistoryRows['weights'] {
    return [...this.days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, w]) => ({ date, weight: Math.round(w.kg * 100) / 100 }));
  }
}
