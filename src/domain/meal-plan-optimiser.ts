import { solve, type Constraint, type Model } from 'yalps';
import { DEFAULT_MEAL_SHARES, PORTIONS, portionsInShare, TOLERANCE, type MealShares } from './meal-plan-targets.ts';
import type { MacroNumbers } from '../schemas/meal-plan.ts';
import { DayState, dayModelSlots, hallLimits } from './meal-plan-day-state.ts';

export type Slot = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export const SLOTS: readonly Slot[] = ['breakfast', 'lunch', 'dinner', 'snack'];
export const REQUIRED_SLOTS = ['breakfast', 'lunch', 'dinner'] as const satisfies readonly Slot[];

export interface Candidate {
  id: string;
  /** Per serving. */
  nutrition: MacroNumbers;
  /** Objective cost for choosing it at all: over budget, not a preferred cuisine (>= 0). */
  cost: number;
}

export interface Choice {
  slot: Slot;
  recipeId: string;
  portion: number;
}

export interface OptimiseInput {
  days: number;
  targets: MacroNumbers;
  candidates: Record<Slot, Candidate[]>;
  /** Each main meal's share of the day's calories, in percent; snacks take the rest. */
  shares?: MealShares;
  /** Candidates per meal a day's model considers. */
  shortlist?: number;
  /** Safety limit per day for choosing recipes; the solver keeps the best it found. */
  timeoutMs?: number;
  /** Whole plans tried with different tie-breaks; the one closest to the targets wins. */
  attempts?: number;
  /** Attempts after the first are dropped once this many ms have passed. */
  budgetMs?: number;
  random?: () => number;
}

type Rows = Map<string, Constraint>;
type Columns = Map<string, Record<string, number>>;

const NUTRIENTS = ['calories', 'protein', 'carbs', 'fats'] as const;
// Cost per percentage point off a day's target: gentle inside the tolerance band, steep outside it.
const INSIDE = { calories: 1, protein: 0.2, carbs: 0.2, fats: 0.2 };
const OUTSIDE = { calories: 60, protein: 4, carbs: 4, fats: 4 };
// yalps stops at the first integer solution within a relative `tolerance` of the relaxed optimum;
// a constant floor in the objective turns that into an absolute gap of a few cost units.
const FLOOR = 100;
const GAP = 0.03;
const ITERATIONS = 150;
const [MIN_PORTION, MAX_PORTION] = [PORTIONS[0], PORTIONS[PORTIONS.length - 1]!];
// Shown totals are sums of rounded meals, so the steep cost starts half a point inside each band.
const MARGIN = 0.5;
const bandOf = (n: (typeof NUTRIENTS)[number]) => (n === 'calories' ? TOLERANCE.calories : TOLERANCE.macros) * 100 - MARGIN;
// Cost per percentage point a main meal's share of the day's calories falls outside its band.
const SHARE_OUTSIDE = 8;
const isMain = (slot: Slot): slot is (typeof REQUIRED_SLOTS)[number] => slot !== 'snack';

/** Rows holding each nutrient at 100% of target, with under/over deviations priced by INSIDE/OUTSIDE. */
function targetRows(rows: Rows, columns: Columns): void {
  for (const n of NUTRIENTS) {
    const band = bandOf(n);
    rows.set(n, { equal: 100 });
    rows.set(`band-under:${n}`, { max: band });
    rows.set(`band-over:${n}`, { max: band });
    columns.set(`under:${n}`, { [n]: 1, [`band-under:${n}`]: 1, cost: INSIDE[n] });
    columns.set(`over:${n}`, { [n]: -1, [`band-over:${n}`]: 1, cost: INSIDE[n] });
    columns.set(`far-under:${n}`, { [n]: 1, cost: OUTSIDE[n] });
    columns.set(`far-over:${n}`, { [n]: -1, cost: OUTSIDE[n] });
  }
  columns.set('floor', { cost: FLOOR, one: 1 });
  rows.set('one', { equal: 1 });
}

/** Rows holding each main meal's calories (as % of the day's target) inside its band, with priced slack. */
function shareRows(rows: Rows, columns: Columns, shares: MealShares): void {
  for (const slot of REQUIRED_SLOTS) {
    const [min, max] = shares[slot];
    rows.set(`share:${slot}`, { min, max });
    columns.set(`share-under:${slot}`, { [`share:${slot}`]: 1, cost: SHARE_OUTSIDE });
    columns.set(`share-over:${slot}`, { [`share:${slot}`]: -1, cost: SHARE_OUTSIDE });
  }
}

/** A candidate's column entries: % of each target, and of its meal's share row. */
function contribution(slot: Slot, c: Candidate, portion: number, targets: MacroNumbers): Record<string, number> {
  const pct = percentOfTarget(c, portion, targets);
  return isMain(slot) ? { ...pct, [`share:${slot}`]: pct.calories! } : pct;
}

const percentOfTarget = (c: Candidate, portion: number, targets: MacroNumbers) =>
  Object.fromEntries(NUTRIENTS.map((n) => [n, ((c.nutrition[n] * portion) / targets[n]) * 100]));

/**
 * Stage 1, which recipes: a binary per (meal, recipe) with a continuous portion between 0.5 and 2
 * servings, one recipe per meal (the snack optional), a recipe at most once a day, within its uses
 * left this week and the look-ahead limits.
 */
function recipeModel(state: DayState, input: OptimiseInput, lookAhead: boolean): Model {
  const rows: Rows = new Map();
  const columns: Columns = new Map();
  const binaries = new Set<string>();
  targetRows(rows, columns);
  if (lookAhead) for (const [group, max] of hallLimits(state)) rows.set(group, { max });
  for (const [slot, list] of dayModelSlots(state, input)) {
    rows.set(`pick:${slot}`, slot === 'snack' ? { max: 1 } : { equal: 1 });
    for (const c of list) {
      const y = `y|${slot}|${c.id}`;
      rows.set(`use:${c.id}`, { max: 1 });
      rows.set(`min|${y}`, { max: 0 });
      rows.set(`max|${y}`, { max: 0 });
      const [low, high] = portionRange(slot, c, input);
      const chosen: Record<string, number> = { [`pick:${slot}`]: 1, [`use:${c.id}`]: 1, cost: c.cost + state.cost(c.id), [`min|${y}`]: low, [`max|${y}`]: -high };
      if (lookAhead) for (const group of state.groupsOf(c.id)) chosen[group] = 1;
      columns.set(y, chosen);
      columns.set(`p|${slot}|${c.id}`, { ...percentOfTarget(c, 1, input.targets), [`min|${y}`]: -1, [`max|${y}`]: 1 });
      binaries.add(y);
    }
  }
  return { direction: 'minimize', objective: 'cost', constraints: rows, variables: columns, binaries };
}

/** Stage 2, how much: the chosen recipes' portions in quarter servings, solved exactly. */
function portionModel(picks: readonly Pick[], targets: MacroNumbers, shares: MealShares): Model {
  const rows: Rows = new Map();
  const columns: Columns = new Map();
  const binaries = new Set<string>();
  targetRows(rows, columns);
  shareRows(rows, columns, shares);
  for (const { slot, c } of picks) {
    rows.set(`pick:${slot}`, { equal: 1 });
    for (const portion of PORTIONS) {
      const key = `x|${slot}|${c.id}|${portion}`;
      columns.set(key, { ...contribution(slot, c, portion, targets), [`pick:${slot}`]: 1 });
      binaries.add(key);
    }
  }
  return { direction: 'minimize', objective: 'cost', constraints: rows, variables: columns, binaries };
}

type Pick = { slot: Slot; c: Candidate };

/** A candidate's portion bounds in stage 1: those keeping a main meal inside its share of the day, when any do. */
function portionRange(slot: Slot, c: Candidate, input: OptimiseInput): readonly [number, number] {
  const inShare = isMain(slot) ? portionsInShare(c.nutrition.calories, input.targets.calories, (input.shares ?? DEFAULT_MEAL_SHARES)[slot]) : null;
  return inShare ?? [MIN_PORTION, MAX_PORTION];
}

function stageOne(state: DayState, input: OptimiseInput): Pick[] {
  // Branch-and-bound is bounded by iterations so plans do not depend on machine load; the
  // wall-clock timeout is only a safety net.
  const options = { tolerance: GAP, timeout: input.timeoutMs ?? 250, maxIterations: ITERATIONS };
  let first = solve(recipeModel(state, input, true), options);
  // The look-ahead can only be met by recipes outside today's shortlist: plan today without it.
  if (Number.isNaN(first.result)) first = solve(recipeModel(state, input, false), options);
  if (Number.isNaN(first.result)) return state.fallback(input);
  const bySlot = new Map<string, Candidate>(SLOTS.flatMap((slot) => input.candidates[slot].map((c) => [`${slot}|${c.id}`, c] as const)));
  return first.variables.filter(([key, v]) => key.startsWith('y|') && v > 0.5).map(([key]) => ({ slot: key.split('|')[1] as Slot, c: bySlot.get(key.slice(2))! }));
}

function solveDay(state: DayState, input: OptimiseInput): Choice[] {
  const picks = stageOne(state, input);
  const second = solve(portionModel(picks, input.targets, input.shares ?? DEFAULT_MEAL_SHARES));
  return second.variables
    .filter(([key, v]) => key.startsWith('x|') && v > 0.5)
    .map(([key]) => {
      const [, slot, recipeId, portion] = key.split('|');
      return { slot: slot as Slot, recipeId: recipeId!, portion: Number(portion) };
    });
}

/**
 * Chooses each day's meals and portions with two small integer programmes per day (stage 1 picks
 * the recipes with continuous portions, stage 2 rounds the portions to quarter servings exactly),
 * minimising the distance from the daily targets plus variety and preference costs. Each recipe is
 * used at most twice a week, and look-ahead limits keep enough recipes for the days still to plan.
 */
export function optimisePlan(input: OptimiseInput): Choice[][] {
  const started = performance.now();
  const deadline = started + (input.budgetMs ?? 600);
  const nutrition = new Map(SLOTS.flatMap((slot) => input.candidates[slot].map((c) => [c.id, c.nutrition] as const)));
  let best: { plan: Choice[][]; cost: number } | undefined;
  for (let attempt = 0; attempt < (input.attempts ?? 3); attempt++) {
    const pace = (performance.now() - started) / Math.max(1, attempt);
    if (best && performance.now() + pace > deadline) break;
    const plan = planOnce(input, best ? deadline : Infinity);
    if (!plan) break;
    const cost = plan.reduce((sum, day) => sum + deviationCost(day, nutrition, input), 0);
    if (!best || cost < best.cost) best = { plan, cost };
  }
  return best!.plan;
}

/** One whole plan, or null if the deadline passes first. */
function planOnce(input: OptimiseInput, deadline: number): Choice[][] | null {
  const state = new DayState(input, input.random);
  const plan: Choice[][] = [];
  for (let day = 1; day <= input.days; day++) {
    if (performance.now() > deadline) return null;
    state.startDay(day);
    const choices = solveDay(state, input);
    state.record(choices);
    plan.push(choices);
  }
  return plan;
}

/** A day's distance from its targets and meal shares, priced as in the model. */
function deviationCost(day: readonly Choice[], nutrition: ReadonlyMap<string, MacroNumbers>, { targets, shares = DEFAULT_MEAL_SHARES }: OptimiseInput): number {
  let cost = 0;
  for (const c of day) {
    if (!isMain(c.slot)) continue;
    const share = ((nutrition.get(c.recipeId)!.calories * c.portion) / targets.calories) * 100;
    const [min, max] = shares[c.slot];
    cost += Math.max(0, min - share, share - max) * SHARE_OUTSIDE;
  }
  for (const n of NUTRIENTS) {
    const total = day.reduce((sum, c) => sum + nutrition.get(c.recipeId)![n] * c.portion, 0);
    const off = Math.abs(total / targets[n] - 1) * 100;
    const band = bandOf(n);
    cost += Math.min(off, band) * INSIDE[n] + Math.max(0, off - band) * OUTSIDE[n];
  }
  return cost;
}
