import type { CoachSuggestion } from '../schemas/ai.ts';
import type { NutrientTotals } from './nutrition.ts';

export interface DayNumbers extends NutrientTotals {
  entries: number;
}

export interface CoachFacts {
  /** The user's local hour, 0-23. */
  hour: number;
  targets: { calories: number; protein: number; fiber: number; sugar: number; sodium: number };
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
  name: string;
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

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Share of the day's eating done by this hour: none before 7:00, all by 20:00. */
export function dayShare(hour: number): number {
  return Math.min(1, Math.max(0.15, (hour - 7) / 13));
}

function todayRules(f: CoachFacts): Rule[] {
  const { today: d, targets: t, hour } = f;
  const share = dayShare(hour);
  const rules: Rule[] = [];
  if (d.entries === 0) {
    rules.push(
      hour < 11
        ? { priority: 100, suggestion: 'Start the day with a protein-rich breakfast', action: 'Log a breakfast with a protein food', reasoning: `Nothing is logged yet today. Your targets are ${fmt(t.calories)} kcal and ${fmt(t.protein)} g protein.`, food: f.proteinFood ?? '2 large eggs', why: ['Logged today: nothing yet', `Your targets: ${fmt(t.calories)} kcal and ${fmt(t.protein)} g protein`] }
        : { priority: 100, suggestion: 'Log what you have eaten so far today', action: 'Use voice or search to add your meals', reasoning: `Nothing is logged yet today and it is past ${hour}:00; the coach needs your meals to compare against your ${fmt(t.calories)} kcal target.`, why: [`Logged today: nothing yet, and it is past ${hour}:00`, `Your calorie target: ${fmt(t.calories)} kcal`] },
    );
    return rules;
  }
  if (d.calories > t.calories) {
    rules.push({ priority: 90, suggestion: `You are ${fmt(d.calories - t.calories)} kcal over your ${fmt(t.calories)} kcal target`, action: 'Keep anything else today light: vegetables, lean protein and water', reasoning: `You have logged ${fmt(d.calories)} kcal today against a target of ${fmt(t.calories)} kcal.`, why: [`Logged today: ${fmt(d.calories)} kcal of your ${fmt(t.calories)} kcal target`] });
  } else if (hour < 18 && d.calories > t.calories * share * 1.25 && d.calories > t.calories * 0.5) {
    rules.push({ priority: 60, suggestion: `${fmt((d.calories / t.calories) * 100)}% of your calories are used by ${hour}:00`, action: 'Choose a lighter, high-volume dinner such as a big salad with lean protein', reasoning: `You have logged ${fmt(d.calories)} of ${fmt(t.calories)} kcal, leaving ${fmt(t.calories - d.calories)} kcal for the rest of the day.`, why: [`Logged today: ${fmt(d.calories)} of ${fmt(t.calories)} kcal by ${hour}:00`, `Left for the rest of the day: ${fmt(t.calories - d.calories)} kcal`] });
  }
  const expected = t.protein * share;
  if (d.protein < expected * 0.75 && t.protein - d.protein >= 15) {
    const short = f.proteinShortDays ?? 0;
    rules.push({
      priority: 80,
      suggestion: `Add about ${fmt(Math.min(t.protein - d.protein, Math.max(20, expected - d.protein)))} g of protein to your next meal`,
      action: 'Try a protein-rich food such as Greek yogurt, chicken breast, tuna or tofu',
      reasoning: `You are at ${fmt(d.protein)} g of your ${fmt(t.protein)} g protein target; by ${hour}:00 about ${fmt(expected)} g would be on track.`,
      food: f.proteinFood ?? '1 cup greek yogurt',
      why: [
        `Protein today: ${fmt(d.protein)} g of your ${fmt(t.protein)} g target`,
        `On track by ${hour}:00: about ${fmt(expected)} g`,
        ...(short > 0 ? [`Under your protein target ${short} ${short === 1 ? 'day' : 'days in a row'} before today`] : []),
      ],
    });
  }
  if (hour >= 14 && d.fiber < t.fiber * share * 0.6) {
    rules.push({ priority: 50, suggestion: `Fiber is low: ${fmt(d.fiber)} g of ${fmt(t.fiber)} g so far`, action: 'Add beans, lentils, berries, oats or a serving of vegetables', reasoning: `Fiber keeps you full and supports digestion; ${fmt(t.fiber - d.fiber)} g to go today.`, food: '1 cup lentils', why: [`Fiber today: ${fmt(d.fiber)} g of ${fmt(t.fiber)} g`, `To go today: ${fmt(t.fiber - d.fiber)} g`] });
  }
  if (d.sodium > t.sodium) {
    rules.push({ priority: 70, suggestion: `Sodium is at ${fmt(d.sodium)} mg, above the ${fmt(t.sodium)} mg limit`, action: 'Drink water and pick fresh, unsalted foods for the rest of the day', reasoning: `Processed and restaurant foods carry most sodium; you are ${fmt(d.sodium - t.sodium)} mg over.` });
  }
  if (d.sugar > t.sugar) {
    rules.push({ priority: 55, suggestion: `Sugar is at ${fmt(d.sugar)} g, above ${fmt(t.sugar)} g`, action: 'Swap sweet drinks and snacks for water, fruit or nuts', reasoning: `Today's logged foods add up to ${fmt(d.sugar)} g of sugar, ${fmt(d.sugar - t.sugar)} g over the guide.` });
  }
  if (hour >= 11 && !(f.meals.breakfast?.entries)) {
    rules.push({ priority: 45, suggestion: 'No breakfast is logged today', action: 'If you ate one, log it; if not, plan a quick protein breakfast for tomorrow', reasoning: `A breakfast with 20-30 g of protein makes your ${fmt(t.protein)} g target easier to reach.` });
  }
  const mealProtein = Object.entries(f.meals).filter(([, m]) => m.entries > 0);
  const top = mealProtein.sort((a, b) => b[1].protein - a[1].protein)[0];
  if (top && mealProtein.length >= 2 && d.protein >= 30 && top[1].protein > d.protein * 0.6) {
    rules.push({ priority: 30, suggestion: 'Spread your protein across meals', action: `Move some protein from ${top[0]} into your other meals`, reasoning: `${fmt((top[1].protein / d.protein) * 100)}% of today's ${fmt(d.protein)} g protein came at ${top[0]}; 20-40 g per meal is used best.` });
  }
  return rules;
}

function recentRules(f: CoachFacts): Rule[] {
  const { recent: r, targets: t } = f;
  const rules: Rule[] = [];
  if (r.daysLogged >= 3 && r.calories > t.calories * 1.1) {
    rules.push({ priority: 35, suggestion: `Your last ${r.daysLogged} logged days averaged ${fmt(r.calories)} kcal`, action: `Aim to trim about ${fmt(r.calories - t.calories)} kcal a day, for example by swapping a sweet drink or snack`, reasoning: `That is ${fmt(r.calories - t.calories)} kcal a day above your ${fmt(t.calories)} kcal target.` });
  }
  if (r.daysLogged >= 3 && r.protein < t.protein * 0.8) {
    rules.push({ priority: 34, suggestion: `Protein averaged ${fmt(r.protein)} g over your last ${r.daysLogged} logged days`, action: 'Build each meal around a protein food: eggs, dairy, fish, meat, tofu or beans', reasoning: `Your target is ${fmt(t.protein)} g a day, ${fmt(t.protein - r.protein)} g more than your recent average.` });
  }
  for (const [i, low] of (f.lowThisWeek ?? []).slice(0, 2).entries()) {
    if (low.foods.length === 0) continue;
    rules.push({
      priority: 40 - i,
      suggestion: `${low.name} is low this week: ${fmt(low.percentOfTarget)}% of your target`,
      action: `Add foods rich in ${low.name}, such as ${low.foods.join(', ')}`,
      reasoning: `Over the last 7 days (${low.daysLogged} of them logged) your ${low.name} intake averaged ${fmt(low.percentOfTarget)}% of your daily target; these foods give the most of it per calorie.`,
    });
  }
  if (f.streak >= 3) {
    rules.push({ priority: 10, suggestion: `${f.streak} days of logging in a row`, action: 'Keep the streak going by logging every meal today', reasoning: 'Consistent logging is the strongest predictor of reaching a nutrition goal.' });
  }
  return rules;
}

/** 1-5 suggestions, most important first, each with the user's own numbers. */
export function coachSuggestions(f: CoachFacts): CoachAdvice[] {
  const rules = [...todayRules(f), ...recentRules(f)].sort((a, b) => b.priority - a.priority);
  if (rules.filter((r) => r.priority > 10).length === 0) {
    const d = f.today;
    rules.unshift({ priority: 0, suggestion: 'You are on track today', action: 'Keep going with balanced meals and plenty of water', reasoning: `So far: ${fmt(d.calories)} of ${fmt(f.targets.calories)} kcal and ${fmt(d.protein)} of ${fmt(f.targets.protein)} g protein.` });
  }
  return rules.slice(0, 5).map(({ priority: _, why, ...advice }) => ({ ...advice, why: why ?? [advice.reasoning] }));
}
