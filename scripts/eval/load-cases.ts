import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { badgeCase, claimCase, generatedMealCase, mealCase, mealSpec, recipeLineCase, searchCase, swapCase, wweiaCategory } from './case-schemas.ts';

export const EVAL_DIR = fileURLToPath(new URL('../../eval/', import.meta.url));

/** Reads a JSON-lines file of cases; a line that breaks its schema stops the run with its line number. */
export function readJsonLines<T extends z.ZodType>(file: string, schema: T): z.infer<T>[] {
  const lines = readFileSync(`${EVAL_DIR}${file}`, 'utf8').split('\n');
  const cases: z.infer<T>[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const parsed = schema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
    cases.push(parsed.data);
  });
  return cases;
}

export const loadCases = () => ({
  search: readJsonLines('cases/search.jsonl', searchCase),
  meals: readJsonLines('cases/meals.jsonl', mealCase),
  swaps: readJsonLines('cases/swaps.jsonl', swapCase),
  badges: readJsonLines('cases/badges.jsonl', badgeCase),
  claims: readJsonLines('cases/claims.jsonl', claimCase),
  generatedDev: readJsonLines('cases/generated-meals-dev.jsonl', generatedMealCase),
  generatedDevStyles: readJsonLines('cases/generated-meals-dev-styles.jsonl', generatedMealCase),
  generatedDevSpoken: readJsonLines('cases/generated-meals-dev-spoken.jsonl', generatedMealCase),
  generatedTest: readJsonLines('cases/generated-meals-test.jsonl', generatedMealCase),
  recipeLines: readJsonLines('cases/recipe-lines.jsonl', recipeLineCase),
  commonSearches: readJsonLines('cases/search-common.jsonl', searchCase),
});

export const loadMealSpecs = () => readJsonLines('specs/meals.jsonl', mealSpec);
export const loadWweia = () => readJsonLines('cases/wweia-categories.jsonl', wweiaCategory);
