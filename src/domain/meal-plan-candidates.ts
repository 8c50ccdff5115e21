import type { DietTag } from './meal-plan-diet.ts';
import { describeRestrictions, fitsRestrictions } from './meal-plan-filters.ts';
import { MAX_USES_PER_WEEK, SKILL_DIFFICULTIES } from './meal-plan-targets.ts';
import type { CookingSkill } from '../schemas/meal-plan.ts';
import type { Recipe } from './recipe.ts';
import { REQUIRED_SLOTS, SLOTS, type Candidate, type Slot } from './meal-plan-optimiser.ts';

export interface PlanFilter {
  restrictions: DietTag[];
  /** Restrictions that came from the profile's dietary preference, named as such in messages. */
  fromProfile: DietTag[];
  skill: CookingSkill;
  maxMinutes: number;
  days: number;
}

const totalMinutes = (r: Recipe) => r.prepMinutes + r.cookMinutes;

function fits(recipe: Recipe, slot: Slot, f: PlanFilter): boolean {
  return (
    recipe.mealTypes.includes(slot) &&
    fitsRestrictions(recipe.tags, f.restrictions) &&
    SKILL_DIFFICULTIES[f.skill].includes(recipe.difficulty) &&
    totalMinutes(recipe) <= f.maxMinutes
  );
}

export function candidatesBySlot(library: readonly Recipe[], f: PlanFilter): Record<Slot, Recipe[]> {
  return Object.fromEntries(SLOTS.map((slot) => [slot, library.filter((r) => fits(r, slot, f))])) as Record<Slot, Recipe[]>;
}

/** The optimiser's view of each meal's recipes, with a cost per recipe (0 by default). */
export function optimiserCandidates(bySlot: Record<Slot, Recipe[]>, cost: (r: Recipe) => number = () => 0): Record<Slot, Candidate[]> {
  const entries = SLOTS.map((slot) => [slot, bySlot[slot].map((r): Candidate => ({ id: r.id, nutrition: r.perServing, cost: cost(r) }))] as const);
  return Object.fromEntries(entries) as Record<Slot, Candidate[]>;
}

function conditions(f: PlanFilter): string {
  const parts = [];
  if (f.restrictions.length) parts.push(describeRestrictions(f.restrictions));
  parts.push(`within ${f.maxMinutes} minutes`);
  if (f.skill !== 'advanced') parts.push(`at ${f.skill} skill`);
  return parts.join(' ');
}

const plural = (slots: readonly Slot[]) => slots.join(' or ');

/** Distinct recipes serving any of the slots, and how many a plan of these days needs for them. */
function shortfall(library: readonly Recipe[], f: PlanFilter, slots: readonly Slot[]): { have: number; need: number } {
  const ids = new Set(slots.flatMap((slot) => library.filter((r) => fits(r, slot, f)).map((r) => r.id)));
  const week = Math.min(f.days, 7);
  return { have: ids.size, need: Math.ceil((slots.length * week) / MAX_USES_PER_WEEK) };
}

const SUBSETS: Slot[][] = [1, 2, 4, 3, 5, 6, 7].map((mask) => REQUIRED_SLOTS.filter((_, i) => mask & (1 << i)));

function satisfied(library: readonly Recipe[], f: PlanFilter, slots: readonly Slot[]): boolean {
  const { have, need } = shortfall(library, f, slots);
  return have >= need;
}

interface Fix {
  text: string;
  paths: string[];
  filter: PlanFilter;
}

/** The smallest time limit above the current one that meets `goal`, if any does. */
function enoughTime(library: readonly Recipe[], f: PlanFilter, goal: (f: PlanFilter) => boolean): number | undefined {
  const times = [...new Set(library.map(totalMinutes))].filter((t) => t > f.maxMinutes).sort((a, b) => a - b);
  return times.find((t) => goal({ ...f, maxMinutes: t }));
}

/** One-step changes to a filter: more time (as little as needed), more skill, one restriction fewer. */
function steps(library: readonly Recipe[], f: PlanFilter, goal: (f: PlanFilter) => boolean): Fix[] {
  const fixes: Fix[] = [];
  const minutes = enoughTime(library, f, goal);
  if (minutes !== undefined) fixes.push({ text: `allow at least ${minutes} minutes of cooking time`, paths: ['preferences.maxCookingTime'], filter: { ...f, maxMinutes: minutes } });
  if (f.skill !== 'advanced') fixes.push({ text: 'choose a higher cooking skill', paths: ['preferences.cookingSkill'], filter: { ...f, skill: 'advanced' } });
  for (const r of f.restrictions) {
    const where = f.fromProfile.includes(r) ? ' (set in your profile)' : '';
    fixes.push({ text: `drop ${r}${where}`, paths: ['preferences.dietaryRestrictions'], filter: { ...f, restrictions: f.restrictions.filter((x) => x !== r) } });
  }
  return fixes;
}

/**
 * Changes that would make these meals plannable, worded for the user: single changes first, then
 * pairs; for a meal with no recipe at all, changes that give it at least one.
 */
function relaxations(library: readonly Recipe[], f: PlanFilter, slots: readonly Slot[]): Omit<Fix, 'filter'>[] {
  const full = (g: PlanFilter) => satisfied(library, g, slots);
  const singles = steps(library, f, full).filter((x) => full(x.filter));
  if (singles.length > 0) return singles;
  const pairs = steps(library, f, () => true).flatMap((a) =>
    steps(library, a.filter, full)
      .filter((b) => full(b.filter))
      .map((b) => ({ text: `${a.text} and ${b.text.replace(/^drop /, a.text.startsWith('drop ') ? '' : 'drop ')}`, paths: [...new Set([...a.paths, ...b.paths])], filter: b.filter })),
  );
  // Time first in a pair reads best ('drop keto and allow 20 minutes' becomes one entry either way).
  const unique = [...new Map(pairs.map((p) => [[...p.paths].sort().join() + p.text.split(/ and | /).sort().join(), p])).values()];
  if (unique.length > 0) return unique.slice(0, 3);
  const some = (g: PlanFilter) => slots.every((slot) => library.some((r) => fits(r, slot, g)));
  const partial = steps(library, f, some).filter((x) => some(x.filter));
  if (partial.length > 0) return partial;
  return [{ text: 'relax your dietary restrictions, cooking time or skill', paths: ['preferences.dietaryRestrictions', 'preferences.maxCookingTime'] }];
}

/** Why a plan cannot be made, for the user: one message, and the preference fields it concerns. */
export interface PlanProblem {
  message: string;
  issues: { path: string; message: string }[];
}

/**
 * What to relax when the filters leave a meal without recipes, or with too few to fill the days
 * without using one more than twice a week; null when a plan can be made.
 */
export function planProblem(library: readonly Recipe[], f: PlanFilter): PlanProblem | null {
  for (const slots of SUBSETS) {
    const { have, need } = shortfall(library, f, slots);
    if (have >= need) continue;
    const fixes = relaxations(library, f, slots);
    const maxDays = Math.floor((have * MAX_USES_PER_WEEK) / slots.length);
    if (maxDays >= 1) fixes.unshift({ text: `plan at most ${maxDays} ${maxDays === 1 ? 'day' : 'days'}`, paths: ['preferences.days'] });
    const how = fixes.map((x) => x.text).join(fixes.some((x) => x.text.includes(' and ')) ? ', or ' : ' or ');
    const message =
      have === 0
        ? `No ${plural(slots)} recipes fit ${conditions(f)}; ${how}.`
        : `Only ${have} ${plural(slots)} ${have === 1 ? 'recipe fits' : 'recipes fit'} ${conditions(f)}, and a ${f.days}-day plan uses ` +
          `each at most twice a week, so it needs ${need}; ${how}.`;
    const issues = [...new Set(fixes.flatMap((x) => x.paths))].map((path) => ({ path, message }));
    return { message, issues };
  }
  return null;
}
