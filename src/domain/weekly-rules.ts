import type { DayNumbers } from './coach-rules.ts';
import { sayInEnglish, type AdviceKey, type Say } from '../advice/say.ts';
import { goalPace } from './progress.ts';
import type { Nutrition } from '../schemas/nutrition.ts';

/** The weekly summary as the user reads it; an AI engine may only reword it. */
export interface WeeklyText {
  progress: string;
  improvements: string;
  recommendations: string[];
}

export interface WeeklyFacts {
  /** The last 7 days, oldest first; a day with no entries was not logged. Each with the target then in force (decision 099). */
  days: (DayNumbers & { date: string; target?: Pick<Nutrition, 'calories' | 'protein'> })[];
  targets: Pick<Nutrition, 'calories' | 'protein' | 'fiber'>;
  /** Weigh-ins oldest first (the last one before the week included). */
  weights: { date: string; weight: number }[];
  /** The goal weight and weekly rate (kg), null where none was chosen. */
  goal: { weight: number | null; weeklyRate: number | null };
}

const avg = (days: DayNumbers[], key: keyof DayNumbers) => days.reduce((s, d) => s + d[key], 0) / Math.max(1, days.length);
/** Kilograms to one decimal, as a weight is read. */
const kg = (n: number) => Math.round(n * 10) / 10;

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const PACE_WORDS = new Map<string, AdviceKey>([
  ['on-rate', 'weekly.onRate'],
  ['faster', 'weekly.faster'],
  ['slower', 'weekly.slower'],
  ['away', 'weekly.away'],
]);

function weightLine(weights: WeeklyFacts['weights'], goal: WeeklyFacts['goal'], say: Say): string {
  if (weights.length === 0) return say('weekly.noWeight');
  if (weights.length === 1) return say('weekly.oneWeighIn', { weight: kg(weights[0]!.weight) });
  const first = weights[0]!;
  const last = weights[weights.length - 1]!;
  const change = last.weight - first.weight;
  const direction = goal.weight === null ? 0 : (Math.sign(goal.weight - first.weight) as -1 | 0 | 1);
  const pace = goalPace(change, days(first.date, last.date), { direction, weeklyRateKg: goal.weeklyRate });
  if (pace === 'steady') return say('weekly.steady', { last: kg(last.weight), first: kg(first.weight), firstDate: first.date });
  const numbers = {
    change: change > 0 ? 'gained' : 'lost',
    amount: kg(Math.abs(change)),
    first: kg(first.weight),
    firstDate: first.date,
    last: kg(last.weight),
    lastDate: last.date,
    rate: kg(goal.weeklyRate ?? 0),
    goal: kg(goal.weight ?? 0),
  };
  return say(PACE_WORDS.get(pace) ?? 'weekly.moved', numbers);
}

function improvements(logged: WeeklyFacts['days'], t: WeeklyFacts['targets'], say: Say): string {
  if (logged.length === 0) return say('weekly.nothingToCompare');
  if (logged.length < 4) {
    const closest = [...logged].sort((a, b) => Math.abs(a.calories - t.calories) - Math.abs(b.calories - t.calories))[0]!;
    return say('weekly.noTrend', { days: logged.length, date: closest.date, calories: closest.calories });
  }
  const half = Math.floor(logged.length / 2);
  const early = logged.slice(0, half);
  const late = logged.slice(half);
  const notes: string[] = [];
  const p0 = avg(early, 'protein');
  const p1 = avg(late, 'protein');
  if (p1 - p0 >= 5) notes.push(say('weekly.proteinRose', { from: p0, to: p1 }));
  const gap0 = Math.abs(avg(early, 'calories') - t.calories);
  const gap1 = Math.abs(avg(late, 'calories') - t.calories);
  if (gap0 - gap1 >= 100) notes.push(say('weekly.caloriesCloser', { early: gap0, late: gap1 }));
  const f0 = avg(early, 'fiber');
  const f1 = avg(late, 'fiber');
  if (f1 - f0 >= 3) notes.push(say('weekly.fiberUp', { from: f0, to: f1 }));
  if (notes.length === 0) return say('weekly.noChange', { days: late.length, calories: avg(late, 'calories') });
  return say('weekly.later', { notes: notes.reduce((first, second) => say('weekly.and', { first, second })) });
}

/** The target the week's averages are held to: the mean of the logged days' own targets, so a change mid-week counts for the days it was in force. */
function weekTargets(logged: WeeklyFacts['days'], t: WeeklyFacts['targets']): WeeklyFacts['targets'] {
  const own = logged.flatMap((d) => (d.target ? [d.target] : []));
  if (own.length === 0) return t;
  const mean = (key: 'calories' | 'protein') => Math.round(own.reduce((s, x) => s + x[key], 0) / own.length);
  return { ...t, calories: mean('calories'), protein: mean('protein') };
}

function recommendations(logged: WeeklyFacts['days'], f: WeeklyFacts, t: WeeklyFacts['targets'], say: Say): string[] {
  const list: string[] = [];
  if (logged.length < 5) list.push(say('weekly.logEveryDay', { days: logged.length }));
  if (logged.length > 0) {
    const cal = avg(logged, 'calories');
    const protein = avg(logged, 'protein');
    const fiber = avg(logged, 'fiber');
    if (protein < t.protein * 0.9) list.push(say('weekly.addProtein', { more: t.protein - protein, protein, target: t.protein }));
    if (cal > t.calories * 1.1) list.push(say('weekly.trim', { over: cal - t.calories, target: t.calories }));
    else if (cal < t.calories * 0.75 && logged.length >= 3) list.push(say('weekly.under', { calories: cal, target: t.calories }));
    if (fiber < t.fiber * 0.8) list.push(say('weekly.fiber', { target: t.fiber, fiber }));
  }
  if (f.weights.length === 0) list.push(say('weekly.logWeight'));
  if (list.length === 0) list.push(say('weekly.keepGoing'));
  return list.slice(0, 4);
}

/** The weekly summary from the numbers, honest about how much data there is, in the reader's words. */
export function weeklySummaryText(f: WeeklyFacts, say: Say = sayInEnglish): WeeklyText & { daysLogged: number } {
  const logged = f.days.filter((d) => d.entries > 0);
  const t = weekTargets(logged, f.targets);
  const progress: string[] = [];
  if (logged.length === 0) progress.push(say('weekly.nothingLogged'));
  else {
    const near = logged.filter((d) => Math.abs(d.calories - (d.target ?? t).calories) <= (d.target ?? t).calories * 0.1).length;
    progress.push(say('weekly.progress', { days: logged.length, calories: avg(logged, 'calories'), targetCalories: t.calories, protein: avg(logged, 'protein'), targetProtein: t.protein, near }));
    if (logged.length < 3) progress.push(say('weekly.rough'));
  }
  progress.push(weightLine(f.weights, f.goal, say));
  return { progress: progress.join(' '), improvements: improvements(logged, t, say), recommendations: recommendations(logged, f, t, say), daysLogged: logged.length };
}
