import type { MacroNumbers, PlannedMeal } from '../schemas/meal-plan.ts';
import type { DietTag } from './meal-plan-diet.ts';

export interface PlanWords {
  name: string;
  description: string;
}

export interface PlanSummary {
  days: number;
  restrictions: DietTag[];
  cuisines: string[];
  dailyAverages: MacroNumbers;
  meals: PlannedMeal[];
}

const title = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

function topCuisines(meals: readonly PlannedMeal[]): string[] {
  const counts = new Map<string, number>();
  for (const m of meals) counts.set(m.cuisine, (counts.get(m.cuisine) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([c]) => c);
}

const SPANS = new Map([[1, 'day'], [7, 'week'], [14, 'fortnight']]);

/** 'Vegetarian week · 2,100 kcal', 'Mediterranean 5 days · 1,800 kcal': the preferences and the daily energy. */
export function planName(s: Pick<PlanSummary, 'days' | 'restrictions' | 'cuisines' | 'dailyAverages'>): string {
  const diet = s.restrictions.filter((r) => !r.endsWith('-free') || r === 'gluten-free' || r === 'dairy-free').slice(0, 2).map(title).join(' ');
  const cuisine = s.cuisines.length === 1 ? title(s.cuisines[0]!) : '';
  const lead = diet ? `${diet[0]}${diet.slice(1).toLowerCase()}` : cuisine || 'Balanced';
  const kcal = (Math.round(s.dailyAverages.calories / 10) * 10).toLocaleString('en-US');
  return `${lead} ${SPANS.get(s.days) ?? `${s.days} days`} · ${kcal} kcal`;
}

/** The plan's own name and description, made from its numbers; used as is without a provider. */
export function defaultPlanWords(s: PlanSummary): PlanWords {
  const name = planName(s);
  const recipes = new Set(s.meals.map((m) => m.recipeId)).size;
  const a = s.dailyAverages;
  const description =
    `About ${Math.round(a.calories)} kcal a day with ${Math.round(a.protein)} g protein, ${Math.round(a.carbs)} g carbs and ${Math.round(a.fats)} g fat: ` +
    `${s.meals.length} meals from ${recipes} recipes, mostly ${topCuisines(s.meals).join(' and ')}.`;
  return { name, description };
}

/** What a model may use to name the plan: the default description, the days, the diet and the meals. */
export function planFacts(s: PlanSummary): string {
  return `${defaultPlanWords(s).description} Days: ${s.days}. Diet: ${s.restrictions.join(', ') || 'none'}. Meals: ${[...new Set(s.meals.map((m) => m.name))].join('; ')}.`;
}
