import type { CoachSuggestion } from '../schemas/ai.ts';
import { sayInEnglish, type Say } from '../advice/say.ts';
import type { Nutrition } from '../schemas/nutrition.ts';
import type { ReportKey } from './report-nutrients.ts';

export interface DayNumbers extends Nutrition {
  entries: number;
}

export interface CoachFacts {
  /** The user's local hour, 0-23. */
  hour: number;
  targets: Pick<Nutrition, 'calories' | 'protein' | 'fiber' | 'sugar' | 'sodium'>;
  today: DayNumbers;
  /** Today's entries and protein per meal type. */
  meals: Record<string, { entries: number; protein: number }>;
  /** Logged days among the 7 before today, and their daily averages. */
  recent: { daysLogged: number; calories: number; protein: number };
  /** Consecutive days with food logged, up to today (today counts once it has food). */
  streak: number;
  /** The protein food suggested for the user's diet ('1 cup greek yogurt'); a default when none. */
  proteinFood?: string;
  /** Logged days in a row, ending yesterday, with protein under target. */
  proteinShortDays?: number;
  /** Nutrients averaging under 70% of target over the last 7 days, lowest first, with foods rich in each that fit the diet. */
  lowThisWeek?: LowNutrient[];
}

export interface LowNutrient {
  key: ReportKey;
  percentOfTarget: number;
  daysLogged: number;
  foods: string[];
}

/** A suggestion with what backs it: the numbers behind it, and a food to log when it names one. */
export interface CoachAdvice extends CoachSuggestion {
  /** Each fact with its numbers, for 'Why?'. */
  why: string[];
  /** A food and amount to log ('1 cup greek yogurt'), matched against the database by the service. */
  food?: string;
}

/** A rule whose reasoning already is its one fact may leave out `why`. */
type Rule = Omit<CoachAdvice, 'why'> & { why?: string[]; priority: number };

/** Share of the day's eating done by this hour: none before 7:00, all by 20:00. */
export function dayShare(hour: number): number {
  return Math.min(1, Math.max(0.15, (hour - 7) / 13));
}

function todayRules(f: CoachFacts, say: Say): Rule[] {
  const { today: d, targets: t, hour } = f;
  const share = dayShare(hour);
  const rules: Rule[] = [];
  if (d.entries === 0) {
    rules.push(
      hour < 11
        ? { priority: 100, suggestion: say('coach.breakfastFirst'), action: say('coach.breakfastFirstAction'), reasoning: say('coach.breakfastFirstReasoning', { calories: t.calories, protein: t.protein }), food: f.proteinFood ?? '2 large eggs', why: [say('coach.nothingYet'), say('coach.yourTargets', { calories: t.calories, protein: t.protein })] }
        : { priority: 100, suggestion: say('coach.logSoFar'), action: say('coach.logSoFarAction'), reasoning: say('coach.logSoFarReasoning', { hour, calories: t.calories }), why: [say('coach.nothingYetPast', { hour }), say('coach.calorieTarget', { calories: t.calories })] },
    );
    return rules;
  }
  if (d.calories > t.calories) {
    const numbers = { over: d.calories - t.calories, eaten: d.calories, target: t.calories };
    rules.push({ priority: 90, suggestion: say('coach.over', numbers), action: say('coach.overAction'), reasoning: say('coach.overReasoning', numbers), why: [say('coach.overWhy', numbers)] });
  } else if (hour < 18 && d.calories > t.calories * share * 1.25 && d.calories > t.calories * 0.5) {
    const numbers = { percent: (d.calories / t.calories) * 100, hour, eaten: d.calories, target: t.calories, left: t.calories - d.calories };
    rules.push({ priority: 60, suggestion: say('coach.early', numbers), action: say('coach.earlyAction'), reasoning: say('coach.earlyReasoning', numbers), why: [say('coach.earlyWhy', numbers), say('coach.earlyLeft', numbers)] });
  }
  const expected = t.protein * share;
  if (d.protein < expected * 0.75 && t.protein - d.protein >= 15) {
    const short = f.proteinShortDays ?? 0;
    const numbers = { grams: Math.min(t.protein - d.protein, Math.max(20, expected - d.protein)), eaten: d.protein, target: t.protein, hour, expected };
    rules.push({
      priority: 80,
      suggestion: say('coach.protein', numbers),
      action: say('coach.proteinAction'),
      reasoning: say('coach.proteinReasoning', numbers),
      food: f.proteinFood ?? '1 cup greek yogurt',
      why: [say('coach.proteinToday', numbers), say('coach.proteinOnTrack', numbers), ...(short > 0 ? [say('coach.proteinShort', { days: short })] : [])],
    });
  }
  if (hour >= 14 && d.fiber < t.fiber * share * 0.6) {
    const numbers = { eaten: d.fiber, target: t.fiber, left: t.fiber - d.fiber };
    rules.push({ priority: 50, suggestion: say('coach.fiber', numbers), action: say('coach.fiberAction'), reasoning: say('coach.fiberReasoning', numbers), food: '1 cup lentils', why: [say('coach.fiberToday', numbers), say('coach.fiberLeft', numbers)] });
  }
  if (d.sodium > t.sodium) {
    const numbers = { eaten: d.sodium, limit: t.sodium, over: d.sodium - t.sodium };
    rules.push({ priority: 70, suggestion: say('coach.sodium', numbers), action: say('coach.sodiumAction'), reasoning: say('coach.sodiumReasoning', numbers) });
  }
  if (d.sugar > t.sugar) {
    const numbers = { eaten: d.sugar, limit: t.sugar, over: d.sugar - t.sugar };
    rules.push({ priority: 55, suggestion: say('coach.sugar', numbers), action: say('coach.sugarAction'), reasoning: say('coach.sugarReasoning', numbers) });
  }
  if (hour >= 11 && !(f.meals.breakfast?.entries)) {
    rules.push({ priority: 45, suggestion: say('coach.noBreakfast'), action: say('coach.noBreakfastAction'), reasoning: say('coach.noBreakfastReasoning', { target: t.protein }) });
  }
  const mealProtein = Object.entries(f.meals).filter(([, m]) => m.entries > 0);
  const top = mealProtein.sort((a, b) => b[1].protein - a[1].protein)[0];
  if (top && mealProtein.length >= 2 && d.protein >= 30 && top[1].protein > d.protein * 0.6) {
    const numbers = { meal: top[0], percent: (top[1].protein / d.protein) * 100, protein: d.protein };
    rules.push({ priority: 30, suggestion: say('coach.spread'), action: say('coach.spreadAction', numbers), reasoning: say('coach.spreadReasoning', numbers) });
  }
  return rules;
}

function recentRules(f: CoachFacts, say: Say): Rule[] {
  const { recent: r, targets: t } = f;
  const rules: Rule[] = [];
  if (r.daysLogged >= 3 && r.calories > t.calories * 1.1) {
    const numbers = { days: r.daysLogged, calories: r.calories, over: r.calories - t.calories, target: t.calories };
    rules.push({ priority: 35, suggestion: say('coach.recentCalories', numbers), action: say('coach.recentCaloriesAction', numbers), reasoning: say('coach.recentCaloriesReasoning', numbers) });
  }
  if (r.daysLogged >= 3 && r.protein < t.protein * 0.8) {
    const numbers = { protein: r.protein, days: r.daysLogged, target: t.protein, short: t.protein - r.protein };
    rules.push({ priority: 34, suggestion: say('coach.recentProtein', numbers), action: say('coach.recentProteinAction'), reasoning: say('coach.recentProteinReasoning', numbers) });
  }
  for (const [i, low] of (f.lowThisWeek ?? []).slice(0, 2).entries()) {
    if (low.foods.length === 0) continue;
    const numbers = { nutrient: say(`nutrients.${low.key}`), percent: low.percentOfTarget, foods: low.foods.join(', '), days: low.daysLogged };
    rules.push({ priority: 40 - i, suggestion: say('coach.low', numbers), action: say('coach.lowAction', numbers), reasoning: say('coach.lowReasoning', numbers) });
  }
  if (f.streak >= 3) {
    rules.push({ priority: 10, suggestion: say('coach.streak', { days: f.streak }), action: say('coach.streakAction'), reasoning: say('coach.streakReasoning') });
  }
  return rules;
}

/** 1-5 suggestions, most important first, each with the user's own numbers, in the reader's words. */
export function coachSuggestions(f: CoachFacts, say: Say = sayInEnglish): CoachAdvice[] {
  const rules = [...todayRules(f, say), ...recentRules(f, say)].sort((a, b) => b.priority - a.priority);
  if (rules.filter((r) => r.priority > 10).length === 0) {
    const d = f.today;
    const numbers = { calories: d.calories, targetCalories: f.targets.calories, protein: d.protein, targetProtein: f.targets.protein };
    rules.unshift({ priority: 0, suggestion: say('coach.onTrack'), action: say('coach.onTrackAction'), reasoning: say('coach.onTrackReasoning', numbers) });
  }
  return rules.slice(0, 5).map(({ priority: _, why, ...advice }) => ({ ...advice, why: why ?? [advice.reasoning] }));
}
