import { NUTRIENT_CLAIMS } from '../../src/domain/nutrient-claims.ts';
import type { EvalApp } from './app.ts';
import type { ClaimCase } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

/** Each food's whole set of FDA nutrient content claims per reference amount against the hand-worked one. */
export async function evaluateClaims(app: EvalApp, cases: ClaimCase[]): Promise<SectionResult> {
  let whole = 0;
  const failures: string[] = [];
  for (const c of cases) {
    const answer = await app.claims(c.ref);
    if (!answer) {
      failures.push(`${c.name} [${c.ref}]: not in the app's foods`);
      continue;
    }
    const told = answer.claims;
    // Volumes become grams at the food's own density, so a hand-worked amount may differ by rounding.
    const raccRight = answer.raccGrams === null || c.raccGrams === null ? answer.raccGrams === c.raccGrams : Math.abs(answer.raccGrams - c.raccGrams) <= 0.03 * c.raccGrams;
    const extra = told.filter((claim) => !c.claims.includes(claim as (typeof c.claims)[number]));
    const missing = c.claims.filter((claim) => !told.includes(claim));
    const problems = [...(raccRight ? [] : [`RACC ${answer.raccGrams?.toFixed(0) ?? 'none'} g, not ${c.raccGrams ?? 'none'} g`]), ...extra.map((x) => `${x} set`), ...missing.map((x) => `${x} missing`)];
    if (!problems.length) whole++;
    else failures.push(`${c.name} [${c.ref}]: ${problems.join(', ')} (${c.why})`);
  }
  return {
    title: 'Nutrient content claims per RACC',
    cases: cases.length,
    figures: [{ name: 'claims: whole claim set right per RACC', passed: whole, total: cases.length }],
    notes: [`claims judged: ${NUTRIENT_CLAIMS.join(', ')}`],
    failures,
  };
}
