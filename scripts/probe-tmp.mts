import { createBuiltinEngine } from '/work/wt/w18-foods/src-server/ai/builtin/builtin-engine.ts';
import { prepareDatabase } from '/work/wt/w18-foods/src-server/boot.ts';
import { openDatabase } from '/work/wt/w18-foods/src-server/db/database.ts';
import { parseFood } from '/work/wt/w18-foods/src-server/services/ai/parse-food.ts';
import { searchFoods } from '/work/wt/w18-foods/src-server/services/foods/search-foods.ts';
const handle = await openDatabase({ pgliteDir: process.env.PGDIR ?? '/tmp/w18/pg' });
await prepareDatabase(handle.db);
const db = handle.db;
for (const q of process.argv.slice(2)) {
  if (q.startsWith('s:')) { const r = await searchFoods(db, q.slice(2), { limit: 5 }); console.log(q, r.map((x) => `${x.name} [${x.flags?.join('')}]`)); }
  else { const r = await parseFood(db, createBuiltinEngine(), q, 'UTC'); console.log(q, r.foods.map((f) => `${f.quantity} ${f.name} ${f.grams}g ${f.nutrition.calories}kcal`)); }
}
await handle.close?.();
