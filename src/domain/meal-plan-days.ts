import type { MacroNumbers, PlanDay, PlannedMeal } from '../schemas/meal-plan.ts';
import { roundNutrition, sumMacros } from './nutrition.ts';
import { TOLERANCE } from './meal-plan-targets.ts';

const SLOT_ORDER = ['breakfast', 'lunch', 'dinner', 'snack'];

export function sortMeals(meals: readonly PlannedMeal[]): PlannedMeal[] {
  return [...meals].sort((a, b) => a.day - b.day || SLOT_ORDER.indexOf(a.mealType) - SLOT_ORDER.indexOf(b.mealType));
}

/** The flat meal list grouped into days with their totals; a day missing a main meal is left out. */
export function planDays(meals: readonly PlannedMeal[], totalDays: number): PlanDay[] {
  const days: PlanDay[] = [];
  for (let day = 1; day <= totalDays; day++) {
    const mine = sortMeals(meals.filter((m) => m.day === day));
    const find = (type: string) => mine.find((m) => m.mealType === type);
    const [breakfast, lunch, dinner, snack] = [find('breakfast'), find('lunch'), find('dinner'), find('snack')];
    if (!breakfast || !lunch || !dinner) continue;
    days.push({ day, breakfast, lunch, dinner, ...(snack ? { snack } : {}), totals: sumMacros(mine) });
  }
  return days;
}

export function planTotals(days: readonly PlanDay[]): MacroNumbers {
  return sumMacros(days.map((d) => d.totals));
}

export function dailyAverages(totals: MacroNumbers, days: number): MacroNumbers {
  const n = Math.max(1, days);
  return roundNutrition({ calories: totals.calories / n, protein: totals.protein / n, carbs: totals.carbs / n, fats: totals.fats / n });
}

const LABELS: Record<keyof MacroNumbers, string> = { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fats: 'Fats' };

/** Where days strayed beyond the tolerance, e.g. 'Protein was more than 10% below target on days 5, 7'. */
export function targetWarnings(days: readonly PlanDay[], targets: MacroNumbers): string[] {
  const warnings: string[] = [];
  for (const key of Object.keys(LABELS) as (keyof MacroNumbers)[]) {
    const band = key === 'calories' ? TOLERANCE.calories : TOLERANCE.macros;
    for (const side of ['below', 'above'] as const) {
      const off = days.filter((d) => {
        const ratio = d.totals[key] / targets[key];
        return side === 'below' ? ratio < 1 - band - 1e-9 : ratio > 1 + band + 1e-9;
      });
      if (off.length === 0) continue;
      const list = off.map((d) => d.day).join(', ');
      warnings.push(`${LABELS[key]} ${key === 'calories' || key === 'fats' || key === 'carbs' ? 'were' : 'was'} more than ${band * 100}% ${side} target on ${off.length === 1 ? 'day' : 'days'} ${list}`);
    }
  }
  return warnings;
}
