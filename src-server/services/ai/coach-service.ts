import type { FoodCache } from './food-cache.ts';
import { addDays, dayIn, daysBack } from '../../../src/domain/dates.ts';
import type { CoachApply, CoachSuggestion, DailySuggestion, EngineName, LatestSuggestions, WeeklySummary } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { insertAiSuggestion, lastFoodLogAt, latestAiSuggestion, mealTotalsBetween, weightsSince, type DayMealTotals } from '../../repositories/ai-suggestions.ts';
import { assertSelf } from '../food-log/food-log-service.ts';
import { coachSuggestions, type CoachAdvice, type DayNumbers } from '../../../src/domain/coach-rules.ts';
import { portionSaid, sayIn, type Say } from '../../../src/advice/say.ts';
import { parseSpokenFoods } from '../../../src/domain/voice-parse.ts';
import { checkIn } from '../energy/check-in-service.ts';
import { matchFood } from './food-match.ts';
import { narrated } from './narrated.ts';
import { mealForHour } from './parse-food.ts';
import { hourIn } from '../../../src/domain/dates.ts';
import { weeklySummaryText } from '../../../src/domain/weekly-rules.ts';
import { lowThisWeek } from '../nutrients/low-this-week.ts';
import { dayTargets, targetsForDays } from '../targets/day-targets.ts';
import { dayAndNutrientTargets } from '../nutrients/nutrients-service.ts';

/**
 * The day's calorie and protein targets (decision 099), fiber and sodium as the Nutrients page has
 * them (decision 101: 25 g and 2,300 mg, without age and sex), and the chart guide for sugar.
 */
async function targetsFor(db: Database, user: UserRow, date: string) {
  const { day, nutrients } = await dayAndNutrientTargets(db, user, date);
  const target = (key: string) => nutrients.targets.find((t) => t.key === key)?.target ?? null;
  return { calories: day.calories, protein: day.protein, fiber: target('fiber') ?? 25, sugar: 50, sodium: target('sodium') ?? 2300 };
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

/** Logged days in a row before today with protein under target. */
function proteinShortDays(today: string, days: Map<string, DayNumbers>, target: number): number {
  let day = addDays(today, -1);
  let n = 0;
  while (n < 30 && (days.get(day)?.protein ?? Infinity) < target) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

/** A protein food that fits the profile's diet. */
const PROTEIN_FOODS = new Map([['vegan', '150 g firm tofu'], ['vegetarian', '1 cup greek yogurt']]);
const proteinFoodFor = (diet: string | null) => (diet ? PROTEIN_FOODS.get(diet) : undefined);

/** The rule's food, found in the database with its portion, and its numbers added to 'Why?'. */
async function withFood(foods: FoodCache, advice: CoachAdvice, hour: number, language: string): Promise<{ why: string[]; apply?: CoachApply }> {
  const said = advice.food ? parseSpokenFoods(advice.food).foods[0] : undefined;
  const match = said ? await matchFood(foods, said) : null;
  if (!match) return { why: advice.why };
  const apply: CoachApply = {
    kind: 'log',
    foodId: match.food.id,
    foodName: match.food.name,
    portion: match.quantity,
    grams: match.grams,
    calories: Math.round(match.nutrition.calories),
    protein: Math.round(match.nutrition.protein * 10) / 10,
    mealType: mealForHour(hour),
  };
  const say = sayIn(language);
  return { why: [...advice.why, say('coach.foodWhy', { portion: portionSaid(language, match.quantity), food: match.food.name, grams: match.grams, calories: apply.calories, protein: apply.protein })], apply };
}

/** The weekly check-in's proposal as a suggestion, when it would move the calorie target by 50 kcal or more. */
async function targetAdvice(db: Database, user: UserRow, say: Say): Promise<(CoachSuggestion & { why: string[]; apply: CoachApply }) | null> {
  const state = await checkIn(db, user);
  const p = state.proposal;
  const e = state.estimate;
  if (!p || e.kcal === null || Math.abs(p.calories - state.current.calories) < 50) return null;
  const numbers = { calories: p.calories, current: state.current.calories, expenditure: e.kcal, from: e.from, to: e.to, days: e.loggedDays, weighIns: e.weighIns };
  return {
    suggestion: say('coach.target', numbers),
    action: say('coach.targetAction', numbers),
    reasoning: say('coach.targetReasoning', numbers),
    why: [say('coach.targetEstimate', numbers), say('coach.targetNow', numbers)],
    apply: { kind: 'target', ...p, currentCalories: state.current.calories },
  };
}

/** Today's coach suggestions from the user's logs and targets, in the reader's language; each generation is stored. */
export async function dailySuggestions(db: Database, foods: FoodCache, engine: AiEngine, user: UserRow, language: string, userId?: string): Promise<DailySuggestion[]> {
  assertSelf(user, userId);
  const say = sayIn(language);
  const today = dayIn(user.time_zone);
  const hour = hourIn(user.time_zone);
  const [rows, low, target, targets] = await Promise.all([mealTotalsBetween(db, user.id, addDays(today, -30), today), lowThisWeek(db, user), targetAdvice(db, user, say), targetsFor(db, user, today)]);
  const days = byDay(rows);
  const meals: Record<string, { entries: number; protein: number }> = {};
  for (const r of rows.filter((r) => r.date === today)) meals[r.mealType] = { entries: r.entries, protein: Number(r.protein) };
  const previous = daysBack(addDays(today, -1), 7).map((d) => days.get(d)).filter((d): d is DayNumbers => !!d);
  const mean = (k: keyof DayNumbers) => previous.reduce((s, d) => s + d[k], 0) / Math.max(1, previous.length);
  const advice = coachSuggestions({
    hour,
    targets,
    today: days.get(today) ?? ZERO,
    meals,
    recent: { daysLogged: previous.length, calories: mean('calories'), protein: mean('protein') },
    streak: streakTo(today, days),
    lowThisWeek: low,
    proteinShortDays: proteinShortDays(today, days, targets.protein),
    proteinFood: proteinFoodFor(user.dietary_preference),
  }, say);
  // At most five in all: a target proposal takes the last place.
  const kept = target ? advice.slice(0, 4) : advice;
  const backed = [...(await Promise.all(kept.map((a) => withFood(foods, a, hour, language)))), ...(target ? [{ why: target.why, apply: target.apply }] : [])];
  const items: CoachSuggestion[] = [...kept, ...(target ? [target] : [])].map(({ suggestion, action, reasoning }) => ({ suggestion, action, reasoning }));
  const answer = await narrated(language, items, (i) => engine.narrateSuggestions(i));
  // The engine words the text; the numbers behind it and what Apply does stay the service's.
  const suggestions = answer.value.map((s, i) => ({ ...s, ...backed[i]! }));
  await insertAiSuggestion(db, user.id, 'daily', today, { suggestions, engine: answer.engine, targetCalories: targets.calories, language });
  return withEngine(suggestions, answer.engine);
}

type Backed = CoachSuggestion & { why?: string[]; apply?: CoachApply };
/** Suggestions stored before 'Why?' existed explain with their reasoning. */
const withEngine = (items: Backed[], engine: EngineName): DailySuggestion[] => items.map((s) => ({ ...s, why: s.why ?? [s.reasoning], engine }));

/** The last stored suggestions for the user's today, without generating new ones. */
export async function latestSuggestions(db: Database, user: UserRow, language: string): Promise<LatestSuggestions> {
  const today = dayIn(user.time_zone);
  const [row, lastLog, targets] = await Promise.all([latestAiSuggestion(db, user.id, 'daily', today), lastFoodLogAt(db, user.id, today), dayTargets(db, user, today)]);
  if (!row) return { date: today, generatedAt: null, stale: true, suggestions: [] };
  const content = row.content as { suggestions?: Backed[]; engine?: EngineName; targetCalories?: number; language?: string };
  // Suggestions written against another target (a check-in, exercise) or in another language are stale like those before a new entry.
  const retargeted = (content.targetCalories !== undefined && content.targetCalories !== targets.calories) || (content.language ?? 'en') !== language;
  return {
    date: today,
    generatedAt: row.createdAt.toISOString(),
    stale: retargeted || (lastLog !== null && lastLog > row.createdAt),
    suggestions: withEngine(content.suggestions ?? [], content.engine ?? 'builtin'),
  };
}

/** Progress, improvements and recommendations over the last 7 days of food and weight logs, in the reader's language. */
export async function weeklySummary(db: Database, engine: AiEngine, user: UserRow, language: string, userId?: string): Promise<WeeklySummary> {
  assertSelf(user, userId);
  const today = dayIn(user.time_zone);
  const from = addDays(today, -6);
  const [rows, weights, targets, daily] = await Promise.all([
    mealTotalsBetween(db, user.id, from, today),
    weightsSince(db, user.id, from),
    targetsFor(db, user, today),
    targetsForDays(db, user, from, today),
  ]);
  const days = byDay(rows);
  const ownTarget = (date: string) => {
    const d = daily.get(date);
    return d ? { target: { calories: d.calories, protein: d.protein } } : {};
  };
  const facts = {
    days: daysBack(today, 7).reverse().map((date) => ({ date, ...(days.get(date) ?? ZERO), ...ownTarget(date) })),
    targets,
    weights,
    goal: { weight: user.goal_weight, weeklyRate: user.goal_rate },
  };
  const { daysLogged, ...text } = weeklySummaryText(facts, sayIn(language));
  const answer = await narrated(language, text, (t) => engine.narrateWeeklySummary(t));
  const summary = { ...answer.value, daysLogged, engine: answer.engine };
  await insertAiSuggestion(db, user.id, 'weekly', today, summary);
  return summary;
}
