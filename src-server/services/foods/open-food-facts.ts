import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { offNutrients } from '../../food-data/off-product.ts';
import type { Per100g } from '../../../src/domain/nutrition.ts';

/** What Platewise keeps of an Open Food Facts product: per-100 g values, like USDA's. */
export interface OffProduct {
  code: string;
  name: string;
  brand: string | null;
  category: string | null;
  servingGrams: number | null;
  servingLabel: string | null;
  per100g: Per100g & { saturatedFat: number | null };
}

const num = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().finite().nonnegative()).optional().catch(undefined);

const productSchema = z.object({
  status: z.number(),
  product: z
    .object({
      product_name: z.string().optional().catch(undefined),
      brands: z.string().optional().catch(undefined),
      categories: z.string().optional().catch(undefined),
      serving_size: z.string().optional().catch(undefined),
      serving_quantity: num,
      nutriments: z.object({
        'energy-kcal_100g': num,
        energy_100g: num,
        'energy-kj_100g': num,
        proteins_100g: num,
        carbohydrates_100g: num,
        fat_100g: num,
        fiber_100g: num,
        sugars_100g: num,
        sodium_100g: num,
        salt_100g: num,
        'saturated-fat_100g': num,
      }).partial(),
    })
    .optional(),
});

/** Asks Open Food Facts for a barcode; undefined when the product is unknown or lacks nutrition. */
export async function fetchOffProduct(baseUrl: string, code: string, timeoutMs = 5_000): Promise<OffProduct | undefined> {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v2/product/${code}.json?fields=product_name,brands,categories,serving_size,serving_quantity,nutriments`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'Platewise (self-hosted nutrition coach)' } });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'barcodeOffline');
  }
  if (response.status === 404) return undefined;
  if (!response.ok) throw new AppError('SERVICE_UNAVAILABLE', 'barcodeOffline');
  const parsed = productSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data.status !== 1 || !parsed.data.product) return undefined;
  const p = parsed.data.product;
  const nutriments = new Map(Object.entries(p.nutriments));
  const n = offNutrients({ nutrient: (key) => nutriments.get(key) ?? null });
  const { calories, protein, carbs, fats } = n;
  if (!p.product_name || calories === null || protein === null || carbs === null || fats === null) return undefined;
  return {
    code,
    name: p.product_name.trim(),
    brand: p.brands?.split(',')[0]?.trim() || null,
    category: p.categories?.split(',').at(-1)?.trim() || null,
    servingGrams: p.serving_quantity && p.serving_quantity > 0 ? p.serving_quantity : null,
    servingLabel: p.serving_size?.trim() || null,
    per100g: { calories, protein, carbs, fats, fiber: n.fiber, sugar: n.sugar, sodium: n.sodium, saturatedFat: n.saturatedFat },
  };
}
