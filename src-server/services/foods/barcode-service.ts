import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { findFoodIdByBarcode } from '../../repositories/food-barcodes.ts';
import { writeFoods } from '../../repositories/food-writes.ts';
import type { CheckedFood } from '../../food-data/food-record.ts';
import { getFoodById, type FoodDetail } from './search-foods.ts';
import { fetchOffProduct, type OffProduct } from './open-food-facts.ts';

function toCheckedFood(p: OffProduct): CheckedFood {
  return {
    source: 'branded',
    sourceId: `off:${p.code}`,
    fdcId: null,
    name: p.name,
    brand: p.brand,
    gtinUpc: p.code,
    category: p.category,
    per100: p.per100g,
    portions: p.servingGrams ? [{ label: p.servingLabel ?? `1 serving`, grams: p.servingGrams }] : [],
  };
}

/** Local foods first (imported Branded data); otherwise Open Food Facts, kept locally for next time. */
export async function lookupBarcode(db: Database, env: Env, code: string): Promise<FoodDetail> {
  const localId = await findFoodIdByBarcode(db, code);
  if (localId !== undefined) {
    const food = await getFoodById(db, localId);
    if (food) return food;
  }
  if (!env.OPEN_FOOD_FACTS_URL) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Barcode lookup online is turned off on this server (OPEN_FOOD_FACTS_URL is empty). Search the food by name instead.');
  }
  const product = await fetchOffProduct(env.OPEN_FOOD_FACTS_URL, code);
  if (!product) throw new AppError('NOT_FOUND', `No product with nutrition facts was found for barcode ${code}`);
  // The food and its portions together: an upsert stopped half-way would leave the product without its servings.
  await db.transaction().execute((trx) => writeFoods(trx, [toCheckedFood(product)], 'upsert'));
  const id = await findFoodIdByBarcode(db, code);
  const food = id === undefined ? null : await getFoodById(db, id);
  if (!food) throw new AppError('NOT_FOUND', `No product with nutrition facts was found for barcode ${code}`);
  return food;
}
