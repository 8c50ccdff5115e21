// Voice parsing latency: pnpm bench:voice. Parses a mix of utterances through the same service the
// API uses (built-in engine, PGlite with the shipped foods). Target: p95 under 50 ms.
import { performance } from 'node:perf_hooks';
import { createBuiltinEngine } from '../src-server/ai/builtin/builtin-engine.ts';
import { prepareDatabase } from '../src-server/boot.ts';
import { openDatabase } from '../src-server/db/database.ts';
import { parseSpokenFoods } from '../src/domain/voice-parse.ts';
import { FoodCache } from '../src-server/services/ai/food-cache.ts';
import { parseFood } from '../src-server/services/ai/parse-food.ts';
import { formatTable, measure, type Measurement } from './measure.ts';

export const UTTERANCES = [
  'I ate 2 eggs and toast', 'two and a half cups of rice', 'a slice of pizza and a coke', 'half an avocado',
  '100g chicken breast with 1/2 cup rice for dinner', 'um, like, three scrambled eggs', 'a large apple, a banana, and a glass of milk',
  'for breakfast I had oatmeal with blueberries', 'a bowl of cereal with milk', 'a handful of almonds', '2 tablespoons of peanut butter',
  'a can of tuna', 'coffee with milk', 'a cup of greek yogurt', 'a burger and fries', '8 oz of salmon with broccoli', 'a turkey sandwich',
  'two slices of whole wheat bread', 'a medium potato', 'a glass of orange juice', 'some pasta with tomato sauce', 'a cup of black beans',
  '3 strips of bacon', 'a small salad', 'a protein bar', 'a beer', 'an orange and a pear', 'a cup of strawberries', 'a tablespoon of olive oil',
  '150 grams of tofu', 'a bagel with cream cheese', 'a chocolate chip cookie', 'a bowl of chicken noodle soup', '2 cups of spinach',
  'a hot dog', 'a cup of coffee', 'a piece of cheddar cheese', 'a cup of lentils', 'some grapes', 'a lamb chop',
];
// Said first by a process that has just started, so that V8 has compiled the matcher's code and
// PGlite's planner paths before the utterances above are timed. Their foods are not among those above.
const WARM_UP = [
  'a cup of vegetable soup with crackers', 'two slices of ham and a pickle', 'a glass of apple juice', 'a handful of peanuts',
  'a bowl of granola with raisins', 'three shrimp and some noodles', 'a peach', 'a mug of hot chocolate',
];
const RUNS = 300;

async function main(): Promise<void> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    console.log('preparing PGlite with the shipped foods...');
    await prepareDatabase(handle.db);
    const engine = createBuiltinEngine();
    const startedAt = performance.now();
    await parseFood(new FoodCache(handle.db), engine, WARM_UP[0]!, 'UTC');
    const firstAfterStart = Math.round((performance.now() - startedAt) * 10) / 10;
    for (const u of WARM_UP.slice(1)) await parseFood(new FoodCache(handle.db), engine, u, 'UTC');
    const foods = new FoodCache(handle.db);
    const parse = (i: number) => parseFood(foods, engine, UTTERANCES[i % UTTERANCES.length]!, 'UTC');
    // First sight of each utterance by a running server: nothing cached for its foods yet.
    const cold: number[] = [];
    for (let i = 0; i < UTTERANCES.length; i++) {
      const start = performance.now();
      await parse(i);
      cold.push(performance.now() - start);
    }
    cold.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(cold[Math.min(cold.length - 1, Math.ceil((p / 100) * cold.length) - 1)]! * 10) / 10;
    const results: Measurement[] = [
      { label: 'the first parse after start (compiling)', runs: 1, p50: firstAfterStart, p95: firstAfterStart, max: firstAfterStart, mean: firstAfterStart },
      { label: 'first parse of each utterance (cold lookups)', runs: cold.length, p50: pct(50), p95: pct(95), max: pct(100), mean: Math.round((cold.reduce((s, t) => s + t, 0) / cold.length) * 10) / 10 },
      await measure('parse + match, utterance mix', parse, RUNS),
      await measure('text parser only (no database)', async (i) => parseSpokenFoods(UTTERANCES[i % UTTERANCES.length]!), RUNS),
    ];
    console.log(`\nvoice parse latency, ${UTTERANCES.length} utterances in rotation\n`);
    console.log(formatTable(results));
    const miss = [];
    for (const u of UTTERANCES) if ((await parseFood(foods, engine, u, 'UTC')).unmatched.length) miss.push(u);
    console.log(miss.length ? `\nwith a food not found: ${miss.join(' | ')}` : '\nevery food in every utterance was matched');
  } finally {
    await handle.close();
  }
}

await main();
