// Builds db/seed/foods.jsonl.gz from the offline USDA copy: tsx scripts/build-food-seed.ts [fdcFolder]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { encodeSeedLine } from '../src-server/food-data/seed-format.ts';
import { buildSeedFoods } from './food-seed/build.ts';
import { readUsdaInputs } from './food-seed/usda-inputs.ts';
import { SeedReport } from './food-seed/report.ts';

const fdcFolder = process.argv[2] ?? '../shared/fdc';
const output = fileURLToPath(new URL('../db/seed/foods.jsonl.gz', import.meta.url));
const categoriesFile = fileURLToPath(new URL('../db/seed/wweia-categories.json', import.meta.url));

const report = new SeedReport();
const inputs = await readUsdaInputs(fdcFolder);
const foods = await buildSeedFoods(fdcFolder, inputs, report);
const categories = [...inputs.wweia].sort((a, b) => a[0] - b[0]);
writeFileSync(categoriesFile, '[\n' + categories.map((c) => JSON.stringify(c)).join(',\n') + '\n]\n');
const text = foods.map(encodeSeedLine).join('\n') + '\n';
const gz = gzipSync(text, { level: 9 });
writeFileSync(output, gz);

console.log(report.format());
const portions = foods.reduce((sum, f) => sum + f.portions.length, 0);
console.log(`\n${foods.length} foods, ${portions} portions → ${output}`);
console.log(`${(text.length / 1e6).toFixed(1)} MB of JSON lines, ${(gz.length / 1e6).toFixed(2)} MB gzipped`);
