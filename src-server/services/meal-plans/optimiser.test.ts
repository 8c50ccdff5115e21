import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DietTag } from '../../../src/domain/meal-plan-diet.ts';
import { planTargets } from '../../../src/domain/meal-plan-targets.ts';
import type { CookingSkill, MacroNumbers } from '../../../src/schemas/meal-plan.ts';
import { AppError } from '../../errors.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createRecipeLibrary, type Recipe } from '../recipes/recipe-library.ts';
import { candidatesBySlot, optimiserCandidates, type PlanFilter } from '../../../src/domain/meal-plan-candidates.ts';
import { assertPlannable } from './generate-plan.ts';
import { optimisePlan, SLOTS, type Choice } from '../../../src/domain/meal-plan-optimiser.ts';
import { buildPlan } from '../../../src/domain/meal-plan-builder.ts';

let database: TestDatabase;
let library: Recipe[];
let byId: Map<string, Recipe>;

beforeAll(async () => {
  database = await openTestDatabase();
  library = await createRecipeLibrary(database.db).all();
  byId = new Map(library.map((r) => [r.id, r]));
}, 60_000);
afterAll(() => database?.close());

function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

interface Request {
  restrictions?: DietTag[];
  skill?: CookingSkill;
  maxMinutes?: number;
  days?: number;
  targets?: MacroNumbers;
  seed?: number;
}

function plan(req: Request = {}): { choices: Choice[][]; targets: MacroNumbers; filter: PlanFilter } {
  const filter: PlanFilter = { restrictions: req.restrictions ?? [], fromProfile: [], skill: req.skill ?? 'intermediate', maxMinutes: req.maxMinutes ?? 45, days: req.days ?? 7 };
  assertPlannable(library, filter);
  const targets = req.targets ?? planTargets(null, filter.restrictions);
  const candidates = optimiserCandidates(candidatesBySlot(library, filter));
  // No time budget: the number of attempts, and so the plan, must not depend on machine load here.
  return { choices: optimisePlan({ days: filter.days, targets, candidates, random: seeded(req.seed ?? 7), budgetMs: Infinity, timeoutMs: 60_000 }), targets, filter };
}

function dayTotals(day: readonly Choice[]): MacroNumbers {
  const t = { calories: 0, protein: 0, carbs: 0, fats: 0 };
  for (const c of day) for (const k of Object.keys(t) as (keyof MacroNumbers)[]) t[k] += byId.get(c.recipeId)!.perServing[k] * c.portion;
  return t;
}

const off = (value: number, target: number) => Math.abs(value / target - 1);

describe('meal plan optimiser', () => {
  it.each([
    ['the spec fallback', undefined],
    ['a 2,760 kcal profile', { calories: 2759, protein: 190, carbs: 310, fats: 84 }],
    ['a 1,500 kcal profile', { calories: 1500, protein: 103, carbs: 169, fats: 46 }],
  ])('meets %s: every day within 5% of calories and most days within 10% on each macro', (_, targets) => {
    const result = plan({ targets });
    expect(result.choices).toHaveLength(7);
    let macroDays = 0;
    for (const day of result.choices) {
      const t = dayTotals(day);
      expect(off(t.calories, result.targets.calories)).toBeLessThanOrEqual(0.05 + 1e-9);
      if ((['protein', 'carbs', 'fats'] as const).every((k) => off(t[k], result.targets[k]) <= 0.1 + 1e-9)) macroDays++;
      expect(new Set(day.map((c) => c.slot))).toEqual(new Set(day.length === 4 ? SLOTS : SLOTS.slice(0, 3)));
    }
    expect(macroDays).toBeGreaterThanOrEqual(5);
  });

  it.each<[string, Request]>([
    ['the spec fallback', {}],
    ['a 1,500 kcal vegetarian profile', { restrictions: ['vegetarian'], targets: { calories: 1500, protein: 90, carbs: 180, fats: 45 } }],
    ['a 3,000 kcal profile over two weeks', { days: 14, targets: { calories: 3000, protein: 180, carbs: 360, fats: 90 } }],
  ])('keeps each meal to its share of the day for %s: breakfast 20-30%, lunch and dinner 30-40%', (_, req) => {
    const result = plan(req);
    const shares = result.choices.flatMap((day) => {
      const total = dayTotals(day).calories;
      return day.filter((c) => c.slot !== 'snack').map((c) => ({ slot: c.slot, share: (byId.get(c.recipeId)!.perServing.calories * c.portion * 100) / total }));
    });
    const band = { breakfast: [20, 30], lunch: [30, 40], dinner: [30, 40] } as const;
    const outside = shares.filter(({ slot, share }) => share < band[slot as keyof typeof band][0] - 2 || share > band[slot as keyof typeof band][1] + 2);
    expect(outside, JSON.stringify(outside)).toEqual([]);
  });

  it('reports the macros it could not meet as warnings', () => {
    const result = plan({ restrictions: ['vegan'], targets: { calories: 2400, protein: 200, carbs: 200, fats: 80 } });
    const built = buildPlan(result.choices, byId, result.targets, 1);
    expect(built.warnings.some((w) => /^Protein was more than 10% below target on days? /.test(w))).toBe(true);
    expect(built.warnings.some((w) => w.startsWith('Calories'))).toBe(false);
  });

  it.each<[string, Request]>([
    ['vegan + gluten-free', { restrictions: ['vegan', 'gluten-free'] }],
    ['keto + nut-free', { restrictions: ['keto', 'nut-free'] }],
    ['paleo', { restrictions: ['paleo'] }],
    ['vegetarian, beginner, 20 minutes', { restrictions: ['vegetarian'], skill: 'beginner', maxMinutes: 20, days: 5 }],
  ])('holds %s in every meal, with cooking time and skill respected', (_, req) => {
    const result = plan(req);
    for (const c of result.choices.flat()) {
      const r = byId.get(c.recipeId)!;
      for (const tag of result.filter.restrictions) expect(r.tags, `${r.id} lacks ${tag}`).toContain(tag);
      expect(r.prepMinutes + r.cookMinutes).toBeLessThanOrEqual(result.filter.maxMinutes);
      if (result.filter.skill === 'beginner') expect(r.difficulty).toBe('easy');
      expect(r.mealTypes).toContain(c.slot);
    }
  });

  it('uses no recipe more than twice a week, over two weeks too', () => {
    const { choices } = plan({ days: 14, restrictions: ['vegetarian'] });
    for (const week of [choices.slice(0, 7), choices.slice(7)]) {
      const uses = new Map<string, number>();
      for (const c of week.flat()) uses.set(c.recipeId, (uses.get(c.recipeId) ?? 0) + 1);
      expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
    }
    for (const day of choices) expect(new Set(day.map((c) => c.recipeId)).size).toBe(day.length);
  });

  it('varies between plans and repeats itself for the same seed', () => {
    const ids = (seed: number) => plan({ seed }).choices.flat().map((c) => `${c.recipeId}@${c.portion}`).join();
    expect(ids(1)).toBe(ids(1));
    expect(ids(1)).not.toBe(ids(2));
  });

  it('explains an infeasible request with a 422 that names what to relax', () => {
    const attempt = (req: Request) => () => plan(req);
    expect(attempt({ restrictions: ['vegan', 'keto'], maxMinutes: 10 })).toThrowError(/^No breakfast recipes fit vegan \+ keto within 10 minutes at intermediate skill; .*(drop keto|allow at least \d+ minutes)/);
    try {
      plan({ restrictions: ['vegan', 'keto'], skill: 'beginner' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const e = error as AppError;
      expect(e.status).toBe(422);
      expect(e.message).toMatch(/^Only \d breakfast recipes? fits? vegan \+ keto within 45 minutes at beginner skill, and a 7-day plan uses each at most twice a week, so it needs 4; plan at most \d days? or /);
      expect(e.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['preferences.days', 'preferences.dietaryRestrictions']));
    }
  });
});
