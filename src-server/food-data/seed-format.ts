import type { CheckedFood, FoodSource } from './food-record.ts';

/** One line of db/seed/foods.jsonl.gz. Short keys keep the committed file small. */
export interface SeedLine {
  s: 'f' | 'r' | 's';
  i: string;
  d?: number;
  n: string;
  g?: string;
  k: number;
  p: number;
  c: number;
  f: number;
  fi?: number;
  su?: number;
  na?: number;
  sf?: number;
  pt?: [string, number][];
}

const SOURCE_CODE: Record<Exclude<FoodSource, 'branded'>, SeedLine['s']> = { foundation: 'f', sr_legacy: 'r', survey: 's' };
const SOURCE_OF: Record<SeedLine['s'], FoodSource> = { f: 'foundation', r: 'sr_legacy', s: 'survey' };

/** Two decimals below 10, one below 100, whole numbers above: enough for nutrition labels. */
export function roundValue(value: number): number {
  const digits = Math.abs(value) < 10 ? 100 : Math.abs(value) < 100 ? 10 : 1;
  return Math.round(value * digits) / digits;
}

export function encodeSeedLine(food: CheckedFood): string {
  if (food.source === 'branded') throw new Error('Branded foods are not part of the seed');
  const v = food.per100;
  const line: SeedLine = {
    s: SOURCE_CODE[food.source],
    i: food.sourceId,
    ...(food.fdcId !== null ? { d: food.fdcId } : {}),
    n: food.name,
    ...(food.category ? { g: food.category } : {}),
    k: roundValue(v.calories),
    p: roundValue(v.protein),
    c: roundValue(v.carbs),
    f: roundValue(v.fats),
    ...(v.fiber !== null ? { fi: roundValue(v.fiber) } : {}),
    ...(v.sugar !== null ? { su: roundValue(v.sugar) } : {}),
    ...(v.sodium !== null ? { na: roundValue(v.sodium) } : {}),
    ...(v.saturatedFat !== null ? { sf: roundValue(v.saturatedFat) } : {}),
    ...(food.portions.length > 0 ? { pt: food.portions.map((p): [string, number] => [p.label, p.grams]) } : {}),
  };
  return JSON.stringify(line);
}

export function decodeSeedLine(text: string): CheckedFood {
  const line = JSON.parse(text) as SeedLine;
  return {
    source: SOURCE_OF[line.s],
    sourceId: line.i,
    fdcId: line.d ?? null,
    name: line.n,
    brand: null,
    gtinUpc: null,
    category: line.g ?? null,
    per100: {
      calories: line.k,
      protein: line.p,
      carbs: line.c,
      fats: line.f,
      fiber: line.fi ?? null,
      sugar: line.su ?? null,
      sodium: line.na ?? null,
      saturatedFat: line.sf ?? null,
    },
    portions: (line.pt ?? []).map(([label, grams]) => ({ label, grams })),
  };
}
