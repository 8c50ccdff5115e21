// tsx scripts/eval/build-generated.ts [fdcFolder]: writes the generated cases from the USDA files
// (default ../shared/fdc): meal descriptions in a dev and a test half, recipe ingredient lines and
// common searches (decision 096).
import { writeFileSync } from 'node:fs';
import { buildGeneratedCases } from './generated-cases.ts';
import { EVAL_DIR } from './load-cases.ts';

const fdcFolder = process.argv[2] ?? '../shared/fdc';
for (const [file, rows] of buildGeneratedCases(fdcFolder)) {
  writeFileSync(`${EVAL_DIR}cases/${file}`, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${rows.length} cases → eval/cases/${file}`);
}
