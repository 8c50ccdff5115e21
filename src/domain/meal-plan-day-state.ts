import { DEFAULT_MEAL_SHARES, MAX_USES_PER_WEEK, PORTIONS, portionsInShare } from './meal-plan-targets.ts';
import type { Candidate, Choice, OptimiseInput, Slot } from './meal-plan-optimiser.ts';
import { KCAL_PER_GRAM } from './energy.ts';

const REQUIRED: readonly Slot[] = ['breakfast', 'lunch', 'dinner'];
const ALL: readonly Slot[] = ['breakfast', 'lunch', 'dinner', 'snack'];
const CALORIE_SHARE: Record<Slot, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4, snack: 0 };
const [MIN_PORTION, MAX_PORTION] = [PORTIONS[0], PORTIONS[PORTIONS.length - 1]!];
const SUBSETS = [1, 2, 3, 4, 5, 6, 7].map((mask) => REQUIRED.filter((_, i) => mask & (1 << i)));
// Objective costs per chosen recipe: a small random tie-break, and repeats made dearer.
const JITTER = 0.5;
const REUSED = 4;
const YESTERDAY = 3;

/** What the plan has used so far, for variety, and the per-plan random tie-breaks. */
export class DayState {
  day = 0;
  private readonly uses = new Map<string, number>();
  private readonly weekUses = new Map<string, number>();
  private yesterday = new Set<string>();
  private readonly noise = new Map<string, number>();
  private groups = new Map<string, string[]>();

  constructor(
    private readonly input: OptimiseInput,
    private readonly random: () => number = Math.random,
  ) {}

  get daysLeftInWeek(): number {
    return Math.min(this.input.days, Math.ceil(this.day / 7) * 7) - this.day;
  }

  startDay(day: number): void {
    this.day = day;
    if ((day - 1) % 7 === 0) this.weekUses.clear();
    this.groups = new Map();
  }

  remaining(id: string): number {
    return MAX_USES_PER_WEEK - (this.weekUses.get(id) ?? 0);
  }

  usedBefore(id: string): number {
    return this.uses.get(id) ?? 0;
  }

  usedYesterday(id: string): boolean {
    return this.yesterday.has(id);
  }

  /** A stable random cost in [0, 1) per recipe, so two plans with the same inputs differ. */
  jitter(id: string): number {
    let value = this.noise.get(id);
    if (value === undefined) this.noise.set(id, (value = this.random()));
    return value;
  }

  candidatesFor(slot: Slot): Candidate[] {
    return this.input.candidates[slot];
  }

  groupsOf(id: string): string[] {
    return this.groups.get(id) ?? [];
  }

  setGroups(groups: Map<string, string[]>): void {
    this.groups = groups;
  }

  record(choices: readonly Choice[]): void {
    for (const c of choices) {
      this.uses.set(c.recipeId, this.usedBefore(c.recipeId) + 1);
      this.weekUses.set(c.recipeId, (this.weekUses.get(c.recipeId) ?? 0) + 1);
    }
    this.yesterday = new Set(choices.map((c) => c.recipeId));
  }

  /**
   * Used only if the solver finds no recipes: for each main meal the candidate whose serving range
   * best covers its share of the calories, cheapest first; portions are still solved exactly.
   */
  fallback(input: OptimiseInput): { slot: Slot; c: Candidate }[] {
    const taken = new Set<string>();
    const picks: { slot: Slot; c: Candidate }[] = [];
    for (const slot of REQUIRED) {
      const want = input.targets.calories * CALORIE_SHARE[slot];
      const reach = (c: Candidate) => Math.max(0, want - c.nutrition.calories * MAX_PORTION, c.nutrition.calories * MIN_PORTION - want);
      const ranked = input.candidates[slot].filter((c) => !taken.has(c.id)).sort((a, b) => reach(a) - reach(b) || this.score(a) - this.score(b));
      const best = ranked.find((c) => this.remaining(c.id) > 0) ?? ranked[0];
      if (!best) continue;
      taken.add(best.id);
      picks.push({ slot, c: best });
    }
    return picks;
  }

  /** Today's cost of choosing a recipe, before its own cost and nutrition. */
  cost(id: string): number {
    return JITTER * this.jitter(id) + REUSED * this.usedBefore(id) + (this.usedYesterday(id) ? YESTERDAY : 0);
  }

  /** Lower is a better pick for today, before nutrition is considered. */
  score(c: Candidate): number {
    return c.cost + this.cost(c.id);
  }
}

/** Macro balance: how far a recipe's energy split is from the day's, 0 when equal. */
function imbalance(c: Candidate, targets: OptimiseInput['targets']): number {
  const energy = (n: { protein: number; carbs: number; fats: number }) => [n.protein * KCAL_PER_GRAM.protein, n.carbs * KCAL_PER_GRAM.carbs, n.fats * KCAL_PER_GRAM.fats];
  const mine = energy(c.nutrition);
  const goal = energy(targets);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0) || 1;
  return mine.reduce((d, v, i) => d + Math.abs(v / sum(mine) - goal[i]! / sum(goal)), 0);
}

/**
 * Today's candidates per slot: those with uses left this week, cut to the shortlist by macro balance
 * and the state's costs. A candidate listed for two slots (lunch and dinner) may appear in both.
 */
export function dayModelSlots(state: DayState, input: OptimiseInput): Map<Slot, Candidate[]> {
  const size = input.shortlist ?? 14;
  const slots = new Map<Slot, Candidate[]>();
  for (const slot of ALL) {
    const open = input.candidates[slot].filter((c) => state.remaining(c.id) > 0);
    // A main meal takes recipes that fit its share of the day at some portion, while any do.
    const share = slot === 'snack' ? null : (input.shares ?? DEFAULT_MEAL_SHARES)[slot];
    const fitting = share ? open.filter((c) => portionsInShare(c.nutrition.calories, input.targets.calories, share)) : open;
    const usable = fitting.length > 0 ? fitting : open;
    const ranked = usable
      .map((c) => ({ c, score: state.score(c) + state.jitter(c.id) + 6 * imbalance(c, input.targets) }))
      .sort((a, b) => a.score - b.score)
      .map((x) => x.c);
    if (ranked.length > 0) slots.set(slot, ranked.slice(0, size));
  }
  return slots;
}

/**
 * Look-ahead limits (Hall's condition) so the days left this week can still be filled without
 * breaking the variety cap: for each set of meals, today's picks from the recipes that can serve
 * them may not use up capacity those later days need.
 */
export function hallLimits(state: DayState): Map<string, number> {
  const left = state.daysLeftInWeek;
  const limits = new Map<string, number>();
  if (left <= 0) return limits;
  const membership = new Map<string, string[]>();
  for (const subset of SUBSETS) {
    const ids = new Set(subset.flatMap((slot) => state.candidatesFor(slot).map((c) => c.id)));
    const capacity = [...ids].reduce((sum, id) => sum + Math.max(0, state.remaining(id)), 0);
    const max = capacity - subset.length * left;
    if (max < 0 || max >= ALL.length) continue;
    const key = `hall:${subset.join('+')}`;
    limits.set(key, max);
    for (const id of ids) membership.set(id, [...(membership.get(id) ?? []), key]);
  }
  state.setGroups(membership);
  return limits;
}
