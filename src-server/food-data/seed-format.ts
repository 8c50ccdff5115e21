import { z } from 'zod';
import { nutrientAmountsSchema } from '../../src/schemas/nutrients.ts';
import { FOOD_FLAGS, type FoodFlag } from './food-flags.ts';
import type { FoodFacts } from './food-facts.ts';
import type { CheckedFood, FoodSource, Portion } from './food-record.ts';

// One letter per flag keeps the committed file small: vegan V, vegetarian v, gluten G, dairy D, egg E,
// fish F, shellfish S, tree nut T, peanut P, soy Y, sesame Z.
const FLAG_LETTERS = 'VvGDEFSTPYZ';
const FLAGS_FROM = { i: 'ingredients', g: 'food_group', n: 'name' } as const;
const FORMS = ['cooked', 'prepared', 'raw', 'dry'] as const;


/** One line of db/seed/foods.jsonl.gz. Short keys keep the committed file small; see decision 027 for the facts. */
export const seedLineSchema = z.strictObject({
  s: z.enum(['f', 'r', 's']),
  i: z.string().min(1),
  d: z.number().int().positive().optional(),
  n: z.string().min(1),
  g: z.string().optional(),
  k: z.number().nonnegative(),
  p: z.number().nonnegative(),
  c: z.number().nonnegative(),
  f: z.number().nonnegative(),
  fi: z.number().optional(),
  su: z.number().optional(),
  na: z.number().optional(),
  sf: z.number().optional(),
  /** Tracked nutrients per 100 g other than saturated fat (sf), by key; a missing key is unknown. */
  m: nutrientAmountsSchema.omit({ saturatedFat: true }).optional(),
  /** Portions: [label, grams], with a third item 1 for FNDDS 'Quantity not specified'; the label says the rest. */
  pt: z.array(z.union([z.tuple([z.string().min(1), z.number().positive()]), z.tuple([z.string().min(1), z.number().positive(), z.literal(1)])])).optional(),
  /** Flags, one letter each. */
  fl: z.string().regex(/^[VvGDEFSTPYZ]*$/),
  /** Where the flags come from: i ingredients (FNDDS recipe), g SR food group, n name. */
  ff: z.enum(['i', 'g', 'n']),
  /** WWEIA food category number. */
  w: z.number().int().positive().optional(),
  /** USDA's preparation descriptor. */
  fm: z.enum(FORMS).optional(),
  /** 0 when the food is an ingredient to prepare, not as eaten. */
  ae: z.literal(0).optional(),
  /** 1 when the food is USDA's plain default of its family. */
  nd: z.literal(1).optional(),
  /** How many FNDDS recipes use it. */
  ru: z.number().int().positive().optional(),
  /** Manufacturer of an SR food (SR's ManufacName). */
  b: z.string().min(1).optional(),
  /** FNDDS additional descriptions (decision 055). */
  ac: z.array(z.string().min(1)).optional(),
  /** FNDDS guideline amounts: [label, grams] ('Guideline amount per fl oz of beverage'). */
  gl: z.array(z.tuple([z.string().regex(/^Guideline amount /), z.number().positive()])).optional(),
});
export type SeedLine = z.infer<typeof seedLineSchema>;

const SOURCE_CODE: Record<Exclude<FoodSource, 'branded'>, SeedLine['s']> = { foundation: 'f', sr_legacy: 'r', survey: 's' };
const SOURCE_OF: Record<SeedLine['s'], FoodSource> = { f: 'foundation', r: 'sr_legacy', s: 'survey' };
const CODE_OF_FLAGS_FROM = { ingredients: 'i', food_group: 'g', name: 'n' } as const;

/** Two decimals below 10, one below 100, whole numbers above: enough for nutrition labels. */
export function roundValue(value: number): number {
  const digits = Math.abs(value) < 10 ? 100 : Math.abs(value) < 100 ? 10 : 1;
  return Math.round(value * digits) / digits;
}

function encodePortion(p: Portion): NonNullable<SeedLine['pt']>[number] {
  return p.unspecified ? [p.label, p.grams, 1] : [p.label, p.grams];
}

export function encodeSeedLine(food: CheckedFood & { portions: Portion[]; facts: FoodFacts }): string {
  if (food.source === 'branded') throw new Error('Branded foods are not part of the seed');
  const v = food.per100;
  const facts = food.facts;
  const { saturatedFat: _inSf, ...micros } = food.micros ?? {};
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
    ...(micros && Object.keys(micros).length > 0 ? { m: micros } : {}),
    ...(food.portions.length > 0 ? { pt: food.portions.map(encodePortion) } : {}),
    fl: FOOD_FLAGS.map((flag, i) => (facts.flags.includes(flag) ? FLAG_LETTERS[i] : '')).join(''),
    ff: CODE_OF_FLAGS_FROM[facts.flagsFrom],
    ...(facts.wweia !== null ? { w: facts.wweia } : {}),
    ...(facts.form ? { fm: facts.form } : {}),
    ...(facts.asEaten ? {} : { ae: 0 as const }),
    ...(facts.plainDefault ? { nd: 1 as const } : {}),
    ...(facts.recipeUses > 0 ? { ru: facts.recipeUses } : {}),
    ...(food.brand ? { b: food.brand } : {}),
    ...(food.alsoCalled?.length ? { ac: food.alsoCalled } : {}),
    ...(food.guidelines?.length ? { gl: food.guidelines.map((p) => [p.label, p.grams] as [string, number]) } : {}),
  };
  return JSON.stringify(line);
}

export function decodeSeedLine(text: string): CheckedFood & { portions: Portion[]; facts: FoodFacts } {
  const line = seedLineSchema.parse(JSON.parse(text));
  return {
    source: SOURCE_OF[line.s],
    sourceId: line.i,
    fdcId: line.d ?? null,
    name: line.n,
    brand: line.b ?? null,
    gtinUpc: null,
    category: line.g ?? null,
    ...(line.ac ? { alsoCalled: line.ac } : {}),
    ...(line.gl ? { guidelines: line.gl.map(([label, grams]) => ({ label, grams })) } : {}),
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
    micros: { ...line.m, ...(line.sf !== undefined ? { saturatedFat: line.sf } : {}) },
    portions: (line.pt ?? []).map(([label, grams, unspecified]) => ({ label, grams, unspecified: unspecified === 1 })),
    facts: {
      flags: [...line.fl].map((letter) => FOOD_FLAGS[FLAG_LETTERS.indexOf(letter)]!) as FoodFlag[],
      flagsFrom: FLAGS_FROM[line.ff],
      wweia: line.w ?? null,
      form: line.fm ?? null,
      asEaten: line.ae !== 0,
      plainDefault: line.nd === 1,
      recipeUses: line.ru ?? 0,
    },
  };
}
