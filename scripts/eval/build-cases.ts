// tsx scripts/eval/build-cases.ts [fdcFolder]: eval/specs/meals.jsonl → eval/cases/meals.jsonl with
// grams and kcal from USDA, and eval/cases/wweia-categories.jsonl from the FNDDS category table.
import { writeFileSync } from 'node:fs';
import { EVAL_DIR, loadMealSpecs } from './load-cases.ts';
import { buildMealCase } from './meal-cases.ts';
import { readUsda, readWweiaCategories } from './usda.ts';

const fdcFolder = process.argv[2] ?? '../shared/fdc';
const lines = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

const usda = readUsda(fdcFolder);
const meals = loadMealSpecs().map((spec) => buildMealCase(spec, usda));
writeFileSync(`${EVAL_DIR}cases/meals.jsonl`, lines(meals));
writeFileSync(`${EVAL_DIR}cases/wweia-categories.jsonl`, lines(readWweiaCategories(fdcFolder)));
console.log(`${meals.length} meal cases, ${meals.reduce((n, m) => n + m.items.length, 0)} foods → eval/cases/meals.jsonl`);
