import { fmt, type DayNumbers } from './coach-rules.ts';
import { goalPace } from './progress.ts';

/** The weekly summary as the user reads it; an AI engine may only reword it. */
export interface WeeklyText {
  progress: string;
  improvements: string;
  recommendations: string[];
}

export interface WeeklyFacts {
  /** The last 7 days, oldest first; a day with no entries was not logged. */
  days: (DayNumbers & { date: string })[];
  targets: { calories: number; protein: number; fiber: number };
  /** Weigh-ins oldest first (the last one before the week included). */
  weights: { date: string; weight: number }[];
  /** The goal weight and weekly rate (kg), null where none was chosen. */
  goal: { weight: number | null; weeklyRate: number | null };
}

const avg = (days: DayNumbers[], key: keyof DayNumbers) => days.reduce((s, d) => s + d[key], 0) / Math.max(1, days.length);
const kg = (n: number) => `${Math.round(n * 10) / 10} kg`;

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function weightLine(weights: WeeklyFacts['weights'], goal: WeeklyFacts['goal']): string {
  if (weights.length === 0) return 'No weight was logged, so there is no weight trend yet.';
  if (weights.length === 1) return `Your one weigh-in was ${kg(weights[0]!.weight)}; log again to see a trend.`;
  const first = weights[0]!;
  const last = weights[weights.length - 1]!;
  const change = last.weight - first.weight;
  const direction = goal.weight === null ? 0 : (Math.sign(goal.weight - first.weight) as -1 | 0 | 1);
  const pace = goalPace(change, days(first.date, last.date), { direction, weeklyRateKg: goal.weeklyRate });
  if (pace === 'steady') return `Your weight held steady at about ${kg(last.weight)} (from ${kg(first.weight)} on ${first.date}).`;
  const moved = `You ${change > 0 ? 'gained' : 'lost'} ${kg(Math.abs(change))} (from ${kg(first.weight)} on ${first.date} to ${kg(last.weight)} on ${last.date})`;
  const rate = `${kg(goal.weeklyRate ?? 0)} a week`;
  if (pace === 'on-rate') return `${moved}, on your goal rate of ${rate}.`;
  if (pace === 'faster') return `${moved}, faster than your goal rate of ${rate}.`;
  if (pace === 'slower') return `${moved}, slower than your goal rate of ${rate}.`;
  if (pace === 'away') return `${moved}, away from your goal of ${kg(goal.weight ?? 0)}.`;
  return `${moved}.`;
}

function improvements(logged: WeeklyFacts['days'], t: WeeklyFacts['targets']): string {
  if (logged.length === 0) return 'There is nothing to compare yet.';
  if (logged.length < 4) {
    const closest = [...logged].sort((a, b) => Math.abs(a.calories - t.calories) - Math.abs(b.calories - t.calories))[0]!;
    return `With ${logged.length} logged day${logged.length === 1 ? '' : 's'} there is no trend yet; your closest day to target was ${closest.date} at ${fmt(closest.calories)} kcal.`;
  }
  const half = Math.floor(logged.length / 2);
  const early = logged.slice(0, half);
  const late = logged.slice(half);
  const notes: string[] = [];
  const p0 = avg(early, 'protein');
  const p1 = avg(late, 'protein');
  if (p1 - p0 >= 5) notes.push(`protein rose from ${fmt(p0)} g to ${fmt(p1)} g a day`);
  const gap0 = Math.abs(avg(early, 'calories') - t.calories);
  const gap1 = Math.abs(avg(late, 'calories') - t.calories);
  if (gap0 - gap1 >= 100) notes.push(`calories moved closer to target (${fmt(gap0)} kcal off early in the week, ${fmt(gap1)} kcal later)`);
  const f0 = avg(early, 'fiber');
  const f1 = avg(late, 'fiber');
  if (f1 - f0 >= 3) notes.push(`fiber went up from ${fmt(f0)} g to ${fmt(f1)} g`);
  if (notes.length === 0) return `No clear change between the start and the end of the week; ${late.length} recent logged days averaged ${fmt(avg(late, 'calories'))} kcal.`;
  return `Later in the week ${notes.join(', and ')}.`;
}

function recommendations(logged: WeeklyFacts['days'], f: WeeklyFacts): string[] {
  const t = f.targets;
  const list: string[] = [];
  if (logged.length < 5) list.push(`Log every day to get a fuller picture: you logged ${logged.length} of the last 7 days.`);
  if (logged.length > 0) {
    const cal = avg(logged, 'calories');
    const protein = avg(logged, 'protein');
    const fiber = avg(logged, 'fiber');
    if (protein < t.protein * 0.9) list.push(`Add about ${fmt(t.protein - protein)} g of protein a day (you averaged ${fmt(protein)} g of ${fmt(t.protein)} g).`);
    if (cal > t.calories * 1.1) list.push(`Trim about ${fmt(cal - t.calories)} kcal a day to meet your ${fmt(t.calories)} kcal target.`);
    else if (cal < t.calories * 0.75 && logged.length >= 3) list.push(`You averaged ${fmt(cal)} kcal, well under ${fmt(t.calories)} kcal; check that every meal is logged and that you eat enough.`);
    if (fiber < t.fiber * 0.8) list.push(`Aim for ${fmt(t.fiber)} g of fiber a day (you averaged ${fmt(fiber)} g): beans, oats, berries and vegetables help.`);
  }
  if (f.weights.length === 0) list.push('Log your weight once a week to follow your trend.');
  if (list.length === 0) list.push('Keep doing what you are doing: your numbers are close to your targets.');
  return list.slice(0, 4);
}

/** The weekly summary from the numbers, honest about how much data there is. */
export function weeklySummaryText(f: WeeklyFacts): WeeklyText & { daysLogged: number } {
  const logged = f.days.filter((d) => d.entries > 0);
  const t = f.targets;
  let progress: string;
  if (logged.length === 0) {
    progress = 'You did not log any food in the last 7 days, so there is nothing to summarise yet.';
  } else {
    const near = logged.filter((d) => Math.abs(d.calories - t.calories) <= t.calories * 0.1).length;
    const rough = logged.length < 3 ? ' These averages come from very few days, so read them as rough.' : '';
    progress = `You logged food on ${logged.length} of the last 7 days, averaging ${fmt(avg(logged, 'calories'))} kcal (target ${fmt(t.calories)}) and ${fmt(avg(logged, 'protein'))} g protein (target ${fmt(t.protein)}) per logged day; ${near} of those days were within 10% of your calorie target.${rough}`;
  }
  return { progress: `${progress} ${weightLine(f.weights, f.goal)}`, improvements: improvements(logged, t), recommendations: recommendations(logged, f), daysLogged: logged.length };
}
