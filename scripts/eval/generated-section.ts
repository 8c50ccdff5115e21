import type { EvalApp } from './app.ts';
import type { GeneratedMealCase } from './case-schemas.ts';
import { scoreMeals } from './meal-section.ts';
import type { SectionResult } from './report.ts';

/** Within this many grams of carbohydrate, a meal counts as right for someone dosing insulin by it. */
const CARB_TOLERANCE = 7.5;

/**
 * Generated meal descriptions (decision 096), through the same meal parser as the meals section:
 * carbohydrate within 7.5 g, kcal within ±10% and ±25%, foods found, nothing invented.
 */
export async function evaluateGenerated(app: EvalApp, half: 'dev' | 'test', cases: GeneratedMealCase[], wording = ''): Promise<SectionResult> {
  let carbsRight = 0;
  let carbError = 0;
  const failures: string[] = [];
  // Carbohydrate right, by how the amount of a one-food description is said.
  const byAmount = new Map<string, { right: number; all: number }>();
  const tally = await scoreMeals(app, cases, (c, { logged, error, invented, kcal, off }) => {
    const carbs = logged.reduce((sum, f) => sum + f.carbs, 0);
    carbError += Math.abs(carbs - c.carbs);
    if (Math.abs(carbs - c.carbs) <= CARB_TOLERANCE) carbsRight++;
    if (c.items.length === 1) {
      const tally = byAmount.get(c.items[0]!.amount) ?? { right: 0, all: 0 };
      tally.all++;
      if (Math.abs(carbs - c.carbs) <= CARB_TOLERANCE) tally.right++;
      byAmount.set(c.items[0]!.amount, tally);
    }
    // The test half is read only to report: its cases are counted, never listed.
    if (half === 'dev' && (Math.abs(carbs - c.carbs) > CARB_TOLERANCE || off > 0.1 || invented.length)) {
      const got = logged.map((f) => `${f.quantity} ${f.name} [${f.ref}] ${f.grams} g`).join('; ') || 'nothing';
      const meantFoods = c.items.map((i) => `${i.grams} g ${i.means}`).join('; ');
      failures.push(`"${c.text}": ${error}${carbs.toFixed(1)} g carbohydrate vs USDA ${c.carbs}, ${kcal} kcal vs ${c.kcal}. Meant: ${meantFoods}. Logged: ${got}`);
    }
  });
  return {
    title: `Generated meals, ${half} half${wording && `, ${wording}`} (${half === 'dev' ? 'for tuning' : 'held out: read only to report'})`,
    cases: cases.length,
    figures: [
      { name: 'generated: carbohydrate within 7.5 g', passed: carbsRight, total: cases.length },
      { name: 'generated: kcal within ±10%', passed: tally.within10, total: cases.length },
      { name: 'generated: kcal within ±25%', passed: tally.within25, total: cases.length },
      { name: 'generated: foods found', passed: tally.found, total: tally.meant },
      { name: 'generated: no invented food', passed: tally.clean, total: cases.length },
    ],
    notes: [
      `mean carbohydrate error ${(carbError / Math.max(1, cases.length)).toFixed(1)} g`,
      `one-food descriptions, carbohydrate within 7.5 g by the amount said: ${[...byAmount]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, t]) => `${kind} ${Math.round((100 * t.right) / t.all)}% of ${t.all}`)
        .join(', ')}`,
    ],
    failures,
  };
}
