// Meal plan latency: pnpm bench:plan. A fresh in-memory PGlite (migrated and seeded), a user with
// the onboarding defaults' targets, and generateMealPlan end to end (filter, optimise, shopping
// list, insert), plus the optimiser alone. Prints p50/p95 over RUNS runs per scenario and the worst
// day's distance from the calorie target.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { mealPlanPreferences, type MealPlanPreferences } from '../src/schemas/meal-plan.ts';
import { createBuiltinEngine } from '../src-server/ai/builtin/builtin-engine.ts';
import { prepareDatabase } from '../src-server/boot.ts';
import { openDatabase } from '../src-server/db/database.ts';
import type { UserRow } from '../src-server/db/schema.ts';
import { candidatesBySlot, optimiserCandidates } from '../src/domain/meal-plan-candidates.ts';
import { WorkerPool } from '../src-server/workers/pool.ts';
import { generateMealPlan } from '../src-server/services/meal-plans/generate-plan.ts';
import { optimisePlan } from '../src/domain/meal-plan-optimiser.ts';
import { createRecipeLibrary } from '../src-server/services/recipes/recipe-library.ts';
import { formatTable, measure, type Measurement } from './measure.ts';

const RUNS = 20;

// Targets computed at onboarding for a 30-year-old, 80 kg, 180 cm, moderately active man.
const TARGETS = { daily_calories: 2759, daily_protein: 190, daily_carbs: 310, daily_fats: 84 };

const SCENARIOS: [string, Partial<MealPlanPreferences>][] = [
  ['7 days, defaults', {}],
  ['7 days, vegetarian', { dietaryRestrictions: ['vegetarian'] }],
  ['7 days, keto + dairy-free', { dietaryRestrictions: ['keto', 'dairy-free'] }],
  ['7 days, advanced, 90 min', { cookingSkill: 'advanced', maxCookingTime: 90 }],
  ['14 days, defaults', { days: 14 }],
];

async function main() {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  const workers = new WorkerPool();
  try {
    const started = Date.now();
    await prepareDatabase(handle.db);
    console.log(`PGlite migrated and seeded in ${Date.now() - started} ms`);
    const user = await handle.db
      .insertInto('users')
      .values({ id: randomUUID(), email: `bench-${Date.now()}@example.com`, password_hash: null, dietary_preference: 'none', ...TARGETS })
      .returningAll()
      .executeTakeFirstOrThrow();

    const cold = Date.now();
    const tools = { recipes: createRecipeLibrary(handle.db), ai: createBuiltinEngine(), workers };
    const library = await tools.recipes.all();
    console.log(`Recipe library (${library.length} recipes) resolved in ${Date.now() - cold} ms, once per app`);

    const results: Measurement[] = [];
    const worstDays: string[] = [];
    for (const [label, prefs] of SCENARIOS) {
      const preferences = mealPlanPreferences.parse(prefs);
      let worst = 0;
      const generate = async () => {
        const { mealPlan } = await generateMealPlan(handle.db, tools, user as UserRow, { preferences });
        for (const day of mealPlan.days) worst = Math.max(worst, Math.abs(day.totals.calories / TARGETS.daily_calories - 1));
      };
      results.push(await measure(`generate: ${label}`, generate, RUNS));
      worstDays.push(`${label}: ${(worst * 100).toFixed(2)}%`);
    }
    const filter = { restrictions: [], fromProfile: [], skill: 'intermediate' as const, maxMinutes: 45, days: 7 };
    const candidates = optimiserCandidates(candidatesBySlot(library, filter));
    const targets = { calories: TARGETS.daily_calories, protein: TARGETS.daily_protein, carbs: TARGETS.daily_carbs, fats: TARGETS.daily_fats };
    results.push(await measure('optimiser only: 7 days, defaults', async () => optimisePlan({ days: 7, targets, candidates }), RUNS));

    console.log(`\nMeal plan generation, ${RUNS} runs per scenario (goal: a 7-day plan under 1000 ms)\n`);
    console.log(formatTable(results));
    console.log('\nWorst day off the calorie target over every generated plan (goal: within 5%)');
    for (const line of worstDays) console.log(`  ${line}`);
  } finally {
    await workers.close();
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
