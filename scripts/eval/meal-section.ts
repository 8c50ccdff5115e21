import type { EvalApp, MealFood } from './app.ts';
import type { FoodRef, MealCase } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

/** What the app logged for one meal, against the foods and kcal meant. */
export interface MealScore {
  logged: MealFood[];
  /** Why the app failed, ready to begin a failure line; empty when it answered. */
  error: string;
  /** For each food meant, whether a food logged is one of its acceptable set. */
  found: boolean[];
  /** Foods logged that pair with no food meant. */
  invented: MealFood[];
  kcal: number;
  /** How far the kcal logged are from USDA's, as a share of them. */
  off: number;
}

export interface MealTally {
  meant: number;
  found: number;
  /** Meals with no invented food. */
  clean: number;
  within25: number;
  within10: number;
}

interface ScoredCase {
  text: string;
  kcal: number;
  items: { accept: FoodRef[] }[];
}

/** Pairs each food meant with one food the app logged from the item's acceptable set. */
function pairFoods(c: ScoredCase, logged: MealFood[]): { found: boolean[]; invented: MealFood[] } {
  const used = new Set<number>();
  const found = c.items.map((item) => {
    const i = logged.findIndex((f, j) => !used.has(j) && item.accept.includes(f.ref));
    if (i >= 0) used.add(i);
    return i >= 0;
  });
  return { found, invented: logged.filter((_, j) => !used.has(j)) };
}

/**
 * Runs each meal, one after another, through the app's meal parser and counts foods found, meals with
 * nothing invented and kcal within ±25% and ±10% of USDA's; `each` sees every case's score.
 */
export async function scoreMeals<C extends ScoredCase>(app: EvalApp, cases: C[], each: (c: C, score: MealScore) => void): Promise<MealTally> {
  const tally: MealTally = { meant: 0, found: 0, clean: 0, within25: 0, within10: 0 };
  for (const c of cases) {
    let error = '';
    const logged = await app.parseMeal(c.text).catch((e: Error) => {
      error = `the app failed: ${e.message}; `;
      return [];
    });
    const pairs = pairFoods(c, logged);
    tally.meant += c.items.length;
    tally.found += pairs.found.filter(Boolean).length;
    if (pairs.invented.length === 0) tally.clean++;
    const kcal = logged.reduce((sum, f) => sum + f.calories, 0);
    const off = c.kcal === 0 ? (kcal === 0 ? 0 : 1) : Math.abs(kcal - c.kcal) / c.kcal;
    if (off <= 0.25) tally.within25++;
    if (off <= 0.1) tally.within10++;
    each(c, { logged, error, ...pairs, kcal, off });
  }
  return tally;
}

/** Spoken and typed meals: foods found, nothing invented, and the total energy against USDA's. */
export async function evaluateMeals(app: EvalApp, cases: MealCase[]): Promise<SectionResult> {
  const failures: string[] = [];
  const tally = await scoreMeals(app, cases, (c, { logged, error, found, invented, kcal, off }) => {
    const missed = c.items.filter((_, i) => !found[i]).map((item) => item.means);
    if (missed.length || invented.length || off > 0.1) {
      const problems = [
        ...(missed.length ? [`missed ${missed.join(', ')}`] : []),
        ...(invented.length ? [`invented ${invented.map((f) => f.name).join(', ')}`] : []),
        `${kcal} kcal vs USDA ${c.kcal} (${off > 0.25 ? 'over 25% off' : off > 0.1 ? 'over 10% off' : 'ok'})`,
      ];
      const got = logged.map((f) => `${f.quantity} ${f.name} [${f.ref}] ${f.calories} kcal`).join('; ') || 'nothing';
      failures.push(`"${c.text}": ${error}${problems.join('; ')}. Logged: ${got}`);
    }
  });
  return {
    title: 'Spoken and typed meals',
    cases: cases.length,
    figures: [
      { name: 'meals: foods found', passed: tally.found, total: tally.meant },
      { name: 'meals: no invented food', passed: tally.clean, total: cases.length },
      { name: 'meals: kcal within ±25%', passed: tally.within25, total: cases.length },
      { name: 'meals: kcal within ±10%', passed: tally.within10, total: cases.length },
    ],
    notes: [],
    failures,
  };
}
