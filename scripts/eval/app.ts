// The only file that calls the app: each section of the evaluation asks through these functions,
// so a change of a service's signature is answered here alone.
import { createBuiltinEngine } from '../../src-server/ai/builtin/builtin-engine.ts';
import { prepareDatabase } from '../../src-server/boot.ts';
import { openDatabase, type Database } from '../../src-server/db/database.ts';
import { FoodCache } from '../../src-server/services/ai/food-cache.ts';
import { parseFood } from '../../src-server/services/ai/parse-food.ts';
import { findSwaps } from '../../src-server/services/ai/swap-service.ts';
import { findFoodRow } from '../../src-server/repositories/foods.ts';
import { badgesOf, claimsOf, referenceAmountOf } from '../../src-server/services/foods/food-diet.ts';
import { searchFoods } from '../../src-server/services/foods/search-foods.ts';
import { matchLine } from '../../src-server/services/user-recipes/import-service.ts';
import type { SwapRequestType } from '../../src/schemas/ai.ts';
import { SOURCE_CODES, type FlagName, type FoodRef } from './case-schemas.ts';
import type { Nutrition } from '../../src/schemas/nutrition.ts';

export interface EvalApp {
  search(query: string): Promise<{ ref: FoodRef; name: string }[]>;
  parseMeal(text: string): Promise<MealFood[]>;
  /** A recipe ingredient line as a recipe import reads it: the food and grams, or null when unmatched. */
  recipeLine(line: string): Promise<{ ref: FoodRef; name: string; grams: number } | null>;
  swaps(food: string, type: SwapRequestType): Promise<SwapCard[]>;
  /** The flags the app shows for a food at a serving of this many grams; a flag it does not tell is left out. */
  flags(ref: FoodRef, grams: number): Promise<Partial<Record<FlagName, boolean>> | null>;
  /** The FDA nutrient content claims the app makes for a food per its reference amount. */
  claims(ref: FoodRef): Promise<{ raccGrams: number | null; claims: string[] } | null>;
  /** What the app knows of a food: its WWEIA category number when it has one. */
  food(ref: FoodRef): Promise<AppFood | null>;
  close(): Promise<void>;
}

export interface MealFood {
  ref: FoodRef;
  name: string;
  quantity: string;
  grams: number;
  calories: number;
  carbs: number;
}

export type SwapNumbers = Omit<Nutrition, 'sugar' | 'sodium'>;

export interface SwapCard {
  original: { ref: FoodRef | null; name: string; nutrition: SwapNumbers };
  swap: { ref: FoodRef; name: string; nutrition: SwapNumbers };
  deltas: SwapNumbers;
  benefits: string[];
}

export interface AppFood {
  ref: FoodRef;
  name: string;
  wweia: number | null;
}

const SOURCE_CODE = new Map<string, string>(Object.entries({ foundation: 'f', sr_legacy: 'r', survey: 's' }));

/** Opens the app's database as the tests do: in memory, migrated and loaded with the shipped foods. */
export async function openEvalApp(wweiaByName: Map<string, number>): Promise<EvalApp> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await prepareDatabase(handle.db);
  const db = handle.db;
  const engine = createBuiltinEngine();
  const foods = new FoodCache(db);
  const refs = new Map<number, FoodRef | null>();
  const refOf = async (id: number): Promise<FoodRef | null> => {
    if (!refs.has(id)) refs.set(id, toRef(await db.selectFrom('foods').select(['source', 'source_id']).where('id', '=', id).executeTakeFirst()));
    return refs.get(id)!;
  };
  const rowOf = (ref: FoodRef) => rowByRef(db, ref);
  const fullRowOf = async (ref: FoodRef) => {
    const row = await rowOf(ref);
    return row ? findFoodRow(db, row.id) : null;
  };
  return {
    async search(query) {
      const results = await searchFoods(db, query, { limit: 10 });
      return Promise.all(results.map(async (r) => ({ ref: (await refOf(r.id)) ?? 'x:unknown', name: r.name })));
    },
    async parseMeal(text) {
      const result = await parseFood(foods, engine, text, 'UTC');
      return Promise.all(
        result.foods.map(async (f) => ({ ref: (await refOf(f.foodId)) ?? 'x:unknown', name: f.name, quantity: f.quantity, grams: f.grams, calories: f.nutrition.calories, carbs: f.nutrition.carbs })),
      );
    },
    async recipeLine(line) {
      const { match } = await matchLine(foods, line);
      return match && { ref: (await refOf(match.foodId)) ?? 'x:unknown', name: match.name, grams: match.grams };
    },
    async swaps(food, type) {
      const results = await findSwaps(foods, engine, { food: { name: food }, preferences: { swapType: type, maxCalorieDifference: 150 } });
      return Promise.all(
        results.map(async (r) => ({
          original: { ref: r.originalFood.foodId ? await refOf(r.originalFood.foodId) : null, name: r.originalFood.name, nutrition: r.originalFood.nutrition },
          swap: { ref: (await refOf(r.swapSuggestion.foodId!)) ?? 'x:unknown', name: r.swapSuggestion.name, nutrition: r.swapSuggestion.nutrition },
          deltas: r.deltas,
          benefits: r.healthBenefits,
        })),
      );
    },
    // Badges are worked out per 100 g from the food's facts: the serving shown does not enter. The
    // allergen flags are the ones search results carry.
    async flags(ref) {
      const row = await fullRowOf(ref);
      if (!row) return null;
      const badges = badgesOf(row);
      const has = (flag: string) => row.flags.includes(flag);
      const vegan = badges.includes('Vegan');
      return {
        vegan, vegetarian: vegan || badges.includes('Vegetarian'), gluten: !badges.includes('Gluten Free'), keto: badges.includes('Keto'),
        dairy: has('dairy'), egg: has('egg'), fish: has('fish'), shellfish: has('shellfish'), treeNut: has('tree_nut'), peanut: has('peanut'), soy: has('soy'), sesame: has('sesame'),
      };
    },
    async claims(ref) {
      const row = await fullRowOf(ref);
      return row ? { raccGrams: referenceAmountOf(row)?.grams ?? null, claims: claimsOf(row) } : null;
    },
    async food(ref) {
      const row = await rowOf(ref);
      if (!row) return null;
      // Every seeded food has its WWEIA category; an imported one may only have its name.
      return { ref, name: row.name, wweia: row.wweia_category ?? (row.source === 'survey' && row.category ? (wweiaByName.get(row.category) ?? null) : null) };
    },
    close: () => handle.close(),
  };
}

function toRef(row: { source: string; source_id: string } | undefined): FoodRef | null {
  const code = row && SOURCE_CODE.get(row.source);
  return code ? (`${code}:${row.source_id}`) : null;
}

async function rowByRef(db: Database, ref: FoodRef) {
  const [code, id] = ref.split(':') as [string, string];
  const source = SOURCE_CODES.get(code);
  if (!source) return undefined;
  return db.selectFrom('foods').selectAll().where('source', '=', source).where('source_id', '=', id).executeTakeFirst();
}
