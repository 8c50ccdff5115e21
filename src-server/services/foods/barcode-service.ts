import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { findBarcodeLookup, findFoodIdByBarcode, findOffFoodId, saveBarcodeLookup } from '../../repositories/food-barcodes.ts';
import { writeFoods } from '../../repositories/food-writes.ts';
import type { CheckedFood } from '../../food-data/food-record.ts';
import { offSourceId } from '../../food-data/off-product.ts';
import { getFoodById, type FoodDetail } from './search-foods.ts';
import { fetchOffProduct, type OffProduct } from './open-food-facts.ts';

function toCheckedFood(p: OffProduct): CheckedFood {
  return {
    source: 'branded',
    sourceId: offSourceId(p.code),
    fdcId: null,
    name: p.name,
    brand: p.brand,
    gtinUpc: p.code,
    category: p.category,
    per100: p.per100g,
    portions: p.servingGrams ? [{ label: p.servingLabel ?? `1 serving`, grams: p.servingGrams }] : [],
  };
}

const notFound = (code: string) => new AppError('NOT_FOUND', 'barcodeNotFound', { params: { code } });

/** Asks Open Food Facts and remembers the answer, a product or none, for a day. */
async function askOpenFoodFacts(db: Database, baseUrl: string, code: string): Promise<FoodDetail> {
  const product = await fetchOffProduct(baseUrl, code);
  if (!product) {
    await saveBarcodeLookup(db, code, null);
    throw notFound(code);
  }
  // The food, its portions and the cache entry together: an upsert stopped half-way would leave the product without its servings.
  const id = await db.transaction().execute(async (trx) => {
    await writeFoods(trx, [toCheckedFood(product)], 'upsert');
    const foodId = await findOffFoodId(trx, code);
    if (foodId !== undefined) await saveBarcodeLookup(trx, code, foodId);
    return foodId;
  });
  const food = id === undefined ? null : await getFoodById(db, id);
  if (!food) throw notFound(code);
  return food;
}

/**
 * The user's own foods and imported Branded data first; then Open Food Facts, whose answers and
 * misses are kept in the database for a day, so every instance asks at most once a day.
 */
export async function lookupBarcode(db: Database, env: Env, code: string, userId: string | null = null): Promise<FoodDetail> {
  const localId = await findFoodIdByBarcode(db, code, userId);
  if (localId !== undefined) {
    const food = await getFoodById(db, localId, userId);
    if (food) return food;
  }
  const cached = await findBarcodeLookup(db, code);
  const kept = cached?.foodId != null ? await getFoodById(db, cached.foodId) : null;
  if (cached?.fresh) {
    if (kept) return kept;
    if (cached.foodId === null) throw notFound(code);
  }
  if (!env.OPEN_FOOD_FACTS_URL) {
    if (kept) return kept;
    throw new AppError('SERVICE_UNAVAILABLE', 'barcodeLookupOff');
  }
  try {
    return await askOpenFoodFacts(db, env.OPEN_FOOD_FACTS_URL, code);
  } catch (error) {
    // Open Food Facts unreachable: yesterday's answer is better than none.
    if (kept && error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return kept;
    throw error;
  }
}
