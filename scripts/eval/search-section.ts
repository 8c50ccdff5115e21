import type { EvalApp } from './app.ts';
import type { SearchCase } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

/** The food a person means: first, and among the first three results. */
export async function evaluateSearch(app: EvalApp, cases: SearchCase[]): Promise<SectionResult> {
  const { first, three, failures } = await rankSearches(app, cases);
  return {
    title: 'Search',
    cases: cases.length,
    figures: [
      { name: 'search: plain food first', passed: first, total: cases.length },
      { name: 'search: in the first three', passed: three, total: cases.length },
    ],
    notes: [],
    failures,
  };
}

/** The commonest FNDDS food of each WWEIA category by the name people give it (decision 096), with no floor yet. */
export async function evaluateCommonSearches(app: EvalApp, cases: SearchCase[]): Promise<SectionResult> {
  const { first, three, failures } = await rankSearches(app, cases);
  return {
    title: 'Common searches',
    cases: cases.length,
    figures: [
      { name: 'common searches: plain food first', passed: first, total: cases.length },
      { name: 'common searches: in the first three', passed: three, total: cases.length },
    ],
    notes: [],
    failures,
  };
}

async function rankSearches(app: EvalApp, cases: SearchCase[]) {
  let first = 0;
  let three = 0;
  const failures: string[] = [];
  for (const c of cases) {
    let error = '';
    const results = await app.search(c.query).catch((e: Error) => {
      error = ` (the app failed: ${e.message})`;
      return [];
    });
    const rank = results.findIndex((r) => c.accept.includes(r.ref));
    if (rank === 0) first++;
    if (rank >= 0 && rank < 3) three++;
    if (rank !== 0) {
      const got = results.slice(0, 3).map((r) => `${r.name} [${r.ref}]`).join(' | ') || 'no results';
      failures.push(`"${c.query}" (means ${c.means}) → ${rank < 0 ? 'not in the top 10' : `at #${rank + 1}`}; first three: ${got}${error}`);
    }
  }
  return { first, three, failures };
}
