import { addDays, dayIn, daysBack } from '../../../src/domain/dates.ts';
import type { CoachSuggestion, DailySuggestion, EngineName, LatestSuggestions, WeeklySummary } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { insertAiSuggestion, lastFoodLogAt, latestAiSuggestion, mealTotalsBetween, weightsSince, type DayMealTotals } from '../../repositories/ai-suggestions.ts';
import { assertSelf } from '../food-log/food-log-service.ts';
import { coachSuggestions, type DayNumbers } from '../../../src/domain/coach-rules.ts';
import { hourIn } from './parse-food.ts';
import { weeklySummaryText } from '../../../src/domain/weekly-rules.ts';
import { lowThisWeek } from '../nutrients/low-this-week.ts';

/** Spec defaults for a user without targets, and the chart guides for fiber, sugar and sodium. */
export function targetsFor(user: UserRow) {
  return { calories: user.daily_calories ?? 2000, protein: user.daily_protein ?? 100, fiber: 25, sugar: 50, sodium: 2300 };
}

const ZERO: DayNumbers = { entries: 0, calories: 0, protein: 0, carbs: 0, fats: 0, fiber: 0, sugar: 0, sodium: 0 };

function byDay(rows: DayMealTotals[]): Map<string, DayNumbers> {
  const days = new Map<string, DayNumbers>();
  for (const r of rows) {
    const d = days.get(r.date) ?? { ...ZERO };
    for (const k of Object.keys(ZERO) as (keyof DayNumbers)[]) d[k] += Number(r[k]);
    days.set(r.date, d);
  }
  return days;
}

function streakTo(today: string, days: Map<string, DayNumbers>): number {
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day) && streak < 30) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/** Today's coach suggestions from the user's logs and targets; each generation is stored. */
export async function dailySuggestions(db: Database, engine: AiEngine, user: UserRow, userId?: string): Promise<DailySuggestion[]> {
  assertSelf(user, userId);
  const today = dayIn(user.time_zone);
  const [rows, low] = await Promise.all([mealTotalsBetween(db, user.id, addDays(today, -30), today), lowThisWeek(db, user)]);
  const days = byDay(rows);
  const meals: Record<string, { entries: number; protein: number }> = {};
  for (const r of rows.filter((r) => r.date === today)) meals[r.mealType] = { entries: r.entries, protein: Number(r.protein) };
  const previous = daysBack(addDays(today, -1), 7).map((d) => days.get(d)).filter((d): d is DayNumbers => !!d);
  const mean = (k: keyof DayNumbers) => previous.reduce((s, d) => s + d[k], 0) / Math.max(1, previous.length);
  const items = coachSuggestions({
    hour: hourIn(user.time_zone),
    targets: targetsFor(user),
    today: days.get(today) ?? ZERO,
    meals,
    recent: { daysLogged: previous.length, calories: mean('calories'), protein: mean('protein') },
    streak: streakTo(today, days),
    lowThisWeek: low,
  });
  const answer = await engine.narrateSuggestions(items);
  await insertAiSuggestion(db, user.id, 'daily', today, { suggestions: answer.value, engine: answer.engine });
  return withEngine(answer.value, answer.engine);
}

const withEngine = (items: CoachSuggestion[], engine: EngineName): DailySuggestion[] => items.map((s) => ({ ...s, engine }));

/** The last stored suggestions for the user's today, without generating new ones. */
export async function latestSuggestions(db: Database, user: UserRow): Promise<LatestSuggestions> {
  const today = dayIn(user.time_zone);
  const [row, lastLog] = await Promise.all([latestAiSuggestion(db, user.id, 'daily', today), lastFoodLogAt(db, user.id, today)]);
  if (!row) return { date: today, generatedAt: null, stale: true, suggestions: [] };
  const content = row.content as { suggestions?: CoachSuggestion[]; engine?: EngineName };
  return {
    date: today,
    generatedAt: row.createdAt.toISOString(),
    stale: lastLog !== null && lastLog > row.createdAt,
    suggestions: withEngine(content.suggestions ?? [], content.engine ?? 'builtin'),
  };
}

/** Progress, improvements and recommendations over the last 7 days of food and weight logs. */
export async function weeklySummary(db: Database, engine: AiEngine, user: UserRow, userId?: string): Promise<WeeklySummary> {
  assertSelf(user, userId);
  const today = dayIn(user.time_zone);
  const from = addDays(today, -6);
  const [rows, weights] = await Promise.all([mealTotalsBetween(db, user.id, from, today), weightsSince(db, user.id, from)]);
  const days = byDay(rows);
  const facts = {
    days: daysBack(today, 7).reverse().map((date) => ({ date, ...(days.get(date) ?? ZERO) })),
    targets: targetsFor(user),
    weights,
  };
  const { daysLogged, ...text } = weeklySummaryText(facts);
  const answer = await engine.narrateWeeklySummary(text);
  const summary = { ...answer.value, daysLogged, engine: answer.engine };
  await insertAiSuggestion(db, user.id, 'weekly', today, summary);
  return summary;
}
