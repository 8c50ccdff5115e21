import type { EvalApp, MealFood } from './app.ts';
import type { FoodRef, MealCase } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

/** Pairs each food meant with one food the app logged from the item's acceptable set. */
export function pairFoods(c: { items: { accept: FoodRef[] }[] }, logged: MealFood[]): { found: boolean[]; invented: MealFood[] } {
  const used = new Set<number>();
  const found = c.items.map((item) => {
    const i = logged.findIndex((f, j) => !used.has(j) && item.accept.includes(f.ref));
    if (i >= 0) used.add(i);
    return i >= 0;
  });
  return { found, invented: logged.filter((_, j) => !used.has(j)) };
}

/** Spoken and typed meals: foods found, nothing invented, and the total energy against USDA's. */
export async function evaluateMeals(app: EvalApp, cases: MealCase[]): Promise<SectionResult> {
  let meant = 0;
  let found = 0;
  let clean = 0;
  let within25 = 0;
  let within10 = 0;
  const failures: string[] = [];
  for (const c of cases) {
    let error = '';
    const logged = await app.parseMeal(c.text).catch((e: Error) => {
      error = `the app failed: ${e.message}; `;
      return [];
    });
    const pairs = pairFoods(c, logged);
    meant += c.items.length;
    found += pairs.found.filter(Boolean).length;
    if (pairs.invented.length === 0) clean++;
    const kcal = logged.reduce((sum, f) => sum + f.calories, 0);
    const off = c.kcal === 0 ? (kcal === 0 ? 0 : 1) : Math.abs(kcal - c.kcal) / c.kcal;
    if (off <= 0.25) within25++;
    if (off <= 0.1) within10++;
    const missed = c.items.filter((_, i) => !pairs.found[i]).map((item) => item.means);
    if (missed.length || pairs.invented.length || off > 0.1) {
      const problems = [
        ...(missed.length ? [`missed ${missed.join(', ')}`] : []),
        ...(pairs.invented.length ? [`invented ${pairs.invented.map((f) => f.name).join(', ')}`] : []),
        `${kcal} kcal vs USDA ${c.kcal} (${off > 0.25 ? 'over 25% off' : off > 0.1 ? 'over 10% off' : 'ok'})`,
      ];
      const got = logged.map((f) => `${f.quantity} ${f.name} [${f.ref}] ${f.calories} kcal`).join('; ') || 'nothing';
      failures.push(`"${c.text}": ${error}${problems.join('; ')}. Logged: ${got}`);
    }
  }
  return {
    title: 'Spoken and typed meals',
    cases: cases.length,
    figures: [
      { name: 'meals: foods found', passed: found, total: meant },
      { name: 'meals: no invented food', passed: clean, total: cases.length },
      { name: 'meals: kcal within ±25%', passed: within25, total: cases.length },
      { name: 'meals: kcal within ±10%', passed: within10, total: cases.length },
    ],
    notes: [],
    failures,
  };
}
