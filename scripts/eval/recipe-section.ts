import type { EvalApp } from './app.ts';
import type { RecipeLineCase } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

/**
 * Recipe ingredient lines through the matcher a recipe import uses (decision 096): grams within ±10%
 * of USDA's, lines matched, the food meant, and no line replaced by another food.
 */
export async function evaluateRecipeLines(app: EvalApp, cases: RecipeLineCase[]): Promise<SectionResult> {
  let matched = 0;
  let meant = 0;
  let replaced = 0;
  let within10 = 0;
  const failures: string[] = [];
  for (const c of cases) {
    let error = '';
    const got = await app.recipeLine(c.line).catch((e: Error) => {
      error = ` (the app failed: ${e.message})`;
      return null;
    });
    const right = got !== null && c.accept.includes(got.ref);
    const close = got !== null && Math.abs(got.grams - c.grams) <= 0.1 * c.grams;
    if (got) matched++;
    if (right) meant++;
    if (got && !right) replaced++;
    if (close) within10++;
    if (!right || !close) {
      const logged = got ? `${got.name} [${got.ref}] ${got.grams} g` : 'unmatched';
      failures.push(`"${c.line}" (means ${c.grams} g ${c.means}) → ${logged}${error}`);
    }
  }
  return {
    title: 'Recipe ingredient lines',
    cases: cases.length,
    figures: [
      { name: 'recipe lines: grams within ±10%', passed: within10, total: cases.length },
      { name: 'recipe lines: matched', passed: matched, total: cases.length },
      { name: 'recipe lines: the food meant', passed: meant, total: cases.length },
      { name: 'recipe lines: no other food', passed: cases.length - replaced, total: cases.length },
    ],
    notes: [`${matched} matched (${meant} to the food meant, ${replaced} replaced by another food), ${cases.length - matched} unmatched`],
    failures,
  };
}
