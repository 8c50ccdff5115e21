// The generated case files (decision 096), built from the USDA files: meal descriptions in a dev and
// a test half, recipe ingredient lines and common searches.
import { searchCase } from './case-schemas.ts';
import { buildCommonSearches } from './common-searches.ts';
import { readUsdaTables, seedRefs } from './fndds-foods.ts';
import { candidates, generateMeals } from './generated-meals.ts';
import { readJsonLines } from './load-cases.ts';
import { devPhrasing } from './phrasing-dev.ts';
import { devSpokenPhrasing } from './phrasing-dev-spoken.ts';
import { devStylesPhrasing } from './phrasing-dev-styles.ts';
import { testPhrasing } from './phrasing-test.ts';
import { buildRecipeLines } from './recipe-lines.ts';

const MEALS_PER_HALF = 550;
/** The dev half's foods worded a second way, to find what the first wording hides (a dev set too). */
const MEALS_OTHER_STYLES = 300;

/** File name under eval/cases → its rows. The same USDA files give the same rows on every machine. */
export function buildGeneratedCases(fdcDir: string): Map<string, unknown[]> {
  const tables = readUsdaTables(fdcDir);
  const foods = candidates(tables.fndds);
  const asked = new Set(readJsonLines('cases/search.jsonl', searchCase).map((c) => c.query.toLowerCase()));
  return new Map<string, unknown[]>([
    ['generated-meals-dev.jsonl', generateMeals(foods, 'dev', devPhrasing, MEALS_PER_HALF, 1)],
    ['generated-meals-dev-styles.jsonl', generateMeals(foods, 'dev', devStylesPhrasing, MEALS_OTHER_STYLES, 4)],
    ['generated-meals-dev-spoken.jsonl', generateMeals(foods, 'dev', devSpokenPhrasing, MEALS_OTHER_STYLES, 5)],
    ['generated-meals-test.jsonl', generateMeals(foods, 'test', testPhrasing, MEALS_PER_HALF, 2)],
    ['recipe-lines.jsonl', buildRecipeLines(tables.sr, seedRefs(), 130, 3)],
    ['search-common.jsonl', buildCommonSearches(tables.fndds, asked, 1)],
  ]);
}
