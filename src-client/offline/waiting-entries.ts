import { toMl } from '../../src/domain/activity.ts';
import { sumMacros } from '../../src/domain/nutrition.ts';
import { mealTypes, type MealType } from '../../src/domain/choices.ts';
import type { DailyProgressDto, FoodLogDto } from '../../src/schemas/food-log.ts';
import type { WaterDayDto } from '../../src/schemas/water.ts';
import type { OutboxEntry } from './outbox.ts';

// The server's name for a quick add without a label (services/food-log/quick-add.ts).
const QUICK_ADD_LABEL = 'Quick add';

/** An entry of the day's list; `waiting` when it is still in the outbox, made offline. */
export type ListedFoodLog = FoodLogDto & { waiting?: true };
export type ListedWaterEntry = WaterDayDto['entries'][number] & { waiting?: true };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

/** Outbox entries of these procedures for one day, leaving out those the server already lists (sent, answer being read). */
function pending(outbox: readonly OutboxEntry[], paths: readonly string[], date: string, stored: readonly { clientId: string | null }[]) {
  const sent = new Set(stored.map((e) => e.clientId));
  return outbox.filter((e) => paths.includes(e.path) && e.input.date === date && !sent.has(e.clientId));
}

/** A logged food, or a quick add (calories with a label, named as the server names it). */
const FOOD_PATHS = ['foodLog.create', 'foodLog.quickAdd'];

/** Waiting food entries as the list shows them; their ids are negative so they never meet a stored one. */
export function waitingFoodLogs(outbox: readonly OutboxEntry[], date: string, stored: readonly FoodLogDto[]): ListedFoodLog[] {
  return pending(outbox, FOOD_PATHS, date, stored).map((e, i) => {
    const input = e.input;
    const mealType = mealTypes.find((t) => t === input.mealType) ?? 'snack';
    const optional = (v: unknown) => (typeof v === 'number' ? v : null);
    return {
      id: -(i + 1),
      userId: e.userId,
      date,
      mealType,
      foodName: e.path === 'foodLog.quickAdd' ? text(input.label, QUICK_ADD_LABEL) : text(input.foodName, 'Food'),
      quantity: text(input.quantity, '1 serving'),
      calories: num(input.calories),
      protein: num(input.protein),
      carbs: num(input.carbs),
      fats: num(input.fats),
      fiber: optional(input.fiber),
      sugar: optional(input.sugar),
      sodium: optional(input.sodium),
      nutrients: {},
      fdcId: null,
      foodId: null,
      servingSize: null,
      dataType: 'local',
      clientId: e.clientId,
      createdAt: new Date(e.queuedAt).toISOString(),
      waiting: true,
    };
  });
}

/** The day's entries followed by those waiting to be sent. */
export function withWaitingFood(stored: readonly FoodLogDto[], outbox: readonly OutboxEntry[], date: string): ListedFoodLog[] {
  return [...stored, ...waitingFoodLogs(outbox, date, stored)];
}

/** The day's stored entries, meal by meal. */
export function entriesOfDay(day: DailyProgressDto): FoodLogDto[] {
  return mealTypes.flatMap((t) => day.meals[t]);
}

/** The day's meals and totals with the waiting entries counted in. */
export function withWaitingProgress(day: DailyProgressDto, outbox: readonly OutboxEntry[]): DailyProgressDto {
  const stored = entriesOfDay(day);
  const extra = waitingFoodLogs(outbox, day.date, stored);
  if (extra.length === 0) return day;
  const meals = { ...day.meals };
  for (const entry of extra) meals[entry.mealType as MealType] = [...meals[entry.mealType as MealType], entry];
  return { ...day, meals, macros: sumMacros([day.macros, ...extra]) };
}

/** The day's water with the waiting drinks added to its entries and total. */
export function withWaitingWater(day: WaterDayDto, outbox: readonly OutboxEntry[], date: string): WaterDayDto & { entries: ListedWaterEntry[] } {
  const extra = pending(outbox, ['water.add'], date, day.entries).map(
    (e, i): ListedWaterEntry => ({ id: -(i + 1), date, ml: Math.max(1, toMl(num(e.input.amount), e.input.unit === 'fl_oz' ? 'fl_oz' : 'ml')), clientId: e.clientId, createdAt: new Date(e.queuedAt).toISOString(), waiting: true }),
  );
  if (extra.length === 0) return day;
  return { ...day, entries: [...day.entries, ...extra], totalMl: day.totalMl + extra.reduce((s, e) => s + e.ml, 0) };
}
