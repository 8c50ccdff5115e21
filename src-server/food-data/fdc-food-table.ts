import { NUTRIENTS, roundAmount, type NutrientAmounts } from '../../src/domain/micronutrients.ts';
import { lookupTable } from '../../src/domain/lookup.ts';
import { emptyNutrients, type FoodRecord, type FoodSource, type Portion } from './food-record.ts';

const MAIN_SLOTS = 14;
/** Vitamin D in IU (FDC 1110), used when a food has no µg value: 40 IU = 1 µg. */
const VITAMIN_D_IU_SLOT = MAIN_SLOTS + NUTRIENTS.length;

// FDC nutrient.id → slot in the per-food value block: the main values, then each tracked nutrient.
export const SLOT = lookupTable<number>({
  '1008': 0, '2048': 1, '2047': 2, '1062': 3, '1003': 4, '1004': 5, '1005': 6, '1050': 7,
  '1079': 8, '2000': 9, '1063': 10, '1093': 11, '1258': 12, '1018': 13,
  ...Object.fromEntries(NUTRIENTS.filter((x) => x.fdcId !== 1258 && x.fdcId !== 1018).map((x) => [String(x.fdcId), MAIN_SLOTS + NUTRIENTS.indexOf(x)])),
  '1110': VITAMIN_D_IU_SLOT,
});
export const SLOTS = VITAMIN_D_IU_SLOT + 1;

function microsOf(v: (slot: number) => number | null): NutrientAmounts {
  const out: NutrientAmounts = {};
  for (const [i, x] of NUTRIENTS.entries()) {
    const value = x.fdcId === 1258 ? v(12) : x.fdcId === 1018 ? v(13) : v(MAIN_SLOTS + i);
    if (value !== null) out[x.key] = roundAmount(value);
  }
  const iu = v(VITAMIN_D_IU_SLOT);
  if (out.vitaminD === undefined && iu !== null) out.vitaminD = roundAmount(iu / 40);
  return out;
}

export type SeqPortion = Portion & { seq: number };

/**
 * Column store for the foods being read: a full Branded download has ~2M foods, so values live
 * in flat arrays (one Float32Array for nutrients) instead of one object per food.
 */
export class FoodTable {
  readonly index = new Map<number, number>();
  readonly fdcIds: number[] = [];
  readonly sources: FoodSource[] = [];
  readonly sourceIds: string[] = [];
  readonly names: string[] = [];
  readonly categories: (string | null)[] = [];
  readonly published: string[] = [];
  readonly brands: (string | null)[] = [];
  readonly gtins: (string | null)[] = [];
  readonly dropped: boolean[] = [];
  readonly portions = new Map<number, SeqPortion[]>();
  values = new Float32Array(4096 * SLOTS).fill(Number.NaN);

  add(fdcId: number, source: FoodSource, sourceId: string, name: string, category: string | null, published: string): void {
    const i = this.fdcIds.length;
    this.index.set(fdcId, i);
    this.fdcIds.push(fdcId);
    this.sources.push(source);
    this.sourceIds.push(sourceId);
    this.names.push(name);
    this.categories.push(category);
    this.published.push(published);
    this.brands.push(null);
    this.gtins.push(null);
    this.dropped.push(false);
    if ((i + 1) * SLOTS > this.values.length) {
      const grown = new Float32Array(this.values.length * 2).fill(Number.NaN);
      grown.set(this.values);
      this.values = grown;
    }
  }

  value(i: number, slot: number): number | null {
    const v = this.values[i * SLOTS + slot]!;
    return Number.isNaN(v) ? null : Math.round(v * 1000) / 1000;
  }

  addPortion(i: number, portion: SeqPortion): void {
    const list = this.portions.get(i);
    if (list) list.push(portion);
    else this.portions.set(i, [portion]);
  }
}

export function toRecord(table: FoodTable, i: number, factor: [number, number, number] | undefined): FoodRecord {
  const v = (slot: number) => table.value(i, slot);
  const per100 = emptyNutrients();
  per100.protein = v(4);
  per100.fats = v(5);
  per100.carbs = v(6) ?? v(7);
  per100.fiber = v(8);
  per100.sugar = v(9) ?? v(10);
  per100.sodium = v(11);
  per100.saturatedFat = v(12);
  per100.alcohol = v(13);
  per100.energyKj = v(3);
  // Foundation foods often lack 1008; Atwater specific, then general, then their own factors.
  per100.calories = v(0) ?? v(1) ?? v(2);
  if (per100.calories === null && factor && per100.protein !== null && per100.fats !== null && per100.carbs !== null) {
    per100.calories = Math.round(factor[0] * per100.protein + factor[1] * per100.fats + factor[2] * per100.carbs);
  }
  const portions = [...(table.portions.get(i) ?? [])].sort((a, b) => a.seq - b.seq);
  return {
    source: table.sources[i]!,
    sourceId: table.sourceIds[i]!,
    fdcId: table.fdcIds[i]!,
    name: table.names[i]!,
    brand: table.brands[i] ?? null,
    gtinUpc: table.gtins[i] ?? null,
    category: table.categories[i] ?? null,
    per100,
    micros: microsOf(v),
    portions: portions.map(({ label, grams }) => ({ label, grams })),
  };
}
