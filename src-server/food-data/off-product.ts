import { plainWords } from '../../src/domain/search-query.ts';
import { tidyName } from './fdc-folder.ts';
import { emptyNutrients, type FoodRecord, type Nutrients } from './food-record.ts';

const KJ_PER_KCAL = 4.184;
// Open Food Facts derives salt from sodium as sodium × 2.5.
const SALT_PER_SODIUM = 2.5;

/** One product of an Open Food Facts export, whichever its format (JSONL or CSV). */
export interface OffFields {
  /** A top-level text field, trimmed; '' when absent. */
  text(key: string): string;
  /** A top-level number ('serving_quantity'); null when absent or not a number. */
  number(key: string): number | null;
  /** A value of `nutriments` ('proteins_100g'); null when absent or not a number. */
  nutrient(key: string): number | null;
  /** A tag list ('categories_tags'). */
  tags(key: string): string[];
  /** Every product_name_<lang> that is given, by language code. */
  languageNames(): Map<string, string>;
}

export type OffRead =
  | { status: 'read'; code: string; food: FoodRecord; names: Map<string, { name: string; words: string }> }
  | { status: 'skipped'; reason: string };

/** The key of an Open Food Facts product among the foods, whether it came from an export or a lookup. */
export const offSourceId = (code: string) => `off:${code}`;

/** Barcodes a scanner reads and the lookup accepts: EAN-8, UPC-A, EAN-13, GTIN-14. */
const BARCODE = /^\d{8,14}$/;

/**
 * Per-100 g values as Platewise keeps them: kcal (from kJ when only kJ is given), sodium in mg
 * (from salt when only salt is given). The kJ value is kept for the nutrition check.
 */
export function offNutrients(p: Pick<OffFields, 'nutrient'>): Nutrients {
  const kj = p.nutrient('energy-kj_100g') ?? p.nutrient('energy_100g');
  const sodiumGrams = p.nutrient('sodium_100g') ?? nullable(p.nutrient('salt_100g'), (salt) => salt / SALT_PER_SODIUM);
  return {
    ...emptyNutrients(),
    calories: p.nutrient('energy-kcal_100g') ?? nullable(kj, (v) => v / KJ_PER_KCAL),
    energyKj: kj,
    protein: p.nutrient('proteins_100g'),
    carbs: p.nutrient('carbohydrates_100g'),
    fats: p.nutrient('fat_100g'),
    fiber: p.nutrient('fiber_100g'),
    sugar: p.nutrient('sugars_100g'),
    // Open Food Facts gives grams; Platewise stores milligrams like USDA.
    sodium: nullable(sodiumGrams, (g) => g * 1000),
    saturatedFat: p.nutrient('saturated-fat_100g'),
  };
}

function nullable(value: number | null, f: (v: number) => number): number | null {
  return value === null ? null : f(value);
}

/** 'en:breakfast-cereals' → 'Breakfast cereals': the most specific English category. */
function categoryOf(tags: string[]): string | null {
  const tag = tags.filter((t) => t.startsWith('en:')).at(-1);
  if (!tag) return null;
  const words = tag.slice(3).replace(/-/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : null;
}

/**
 * Reads one exported product: its barcode, name, brand, category, serving and per-100 g values,
 * and its names in other languages. Products without energy and all three macros per 100 g are
 * skipped; the nutrition check judges the rest.
 */
export function readOffProduct(p: OffFields): OffRead {
  const code = p.text('code');
  if (!BARCODE.test(code)) return { status: 'skipped', reason: 'no scannable barcode' };
  const languageNames = p.languageNames();
  const name = tidyName(p.text('product_name') || languageNames.get('en') || languageNames.values().next().value || '');
  if (!name) return { status: 'skipped', reason: 'no name' };
  const per100 = offNutrients(p);
  const given = [per100.calories, per100.protein, per100.carbs, per100.fats].filter((v) => v !== null).length;
  if (given === 0) return { status: 'skipped', reason: 'no nutrition data' };
  if (given < 4) return { status: 'skipped', reason: 'incomplete nutrition data' };
  const serving = p.number('serving_quantity');
  const brand = tidyName(p.text('brands').split(',')[0] ?? '');
  const food: FoodRecord = {
    source: 'branded',
    sourceId: offSourceId(code),
    fdcId: null,
    name,
    brand: brand || null,
    gtinUpc: code,
    category: categoryOf(p.tags('categories_tags')),
    per100,
    portions: serving !== null && serving > 0 ? [{ label: p.text('serving_size') || '1 serving', grams: serving }] : [],
  };
  return { status: 'read', code, food, names: otherNames(name, languageNames) };
}

/** The names that say something the main name does not (search already reads that one). */
function otherNames(main: string, names: Map<string, string>): Map<string, { name: string; words: string }> {
  const mainWords = plainWords(main).join(' ');
  const out = new Map<string, { name: string; words: string }>();
  for (const [language, text] of names) {
    const name = text.replace(/\s+/g, ' ').trim();
    const words = plainWords(name).join(' ');
    if (words && words !== mainWords) out.set(language, { name, words });
  }
  return out;
}
