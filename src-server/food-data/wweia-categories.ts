import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// USDA's WWEIA food categories (number → description), written by the seed build from wweia_food_category.csv.
const FILE = fileURLToPath(new URL('../../db/seed/wweia-categories.json', import.meta.url));
const categoriesSchema = z.array(z.tuple([z.number().int().positive(), z.string().min(1)])).min(1);

let names: Map<number, string> | null = null;

/** The WWEIA category's description ('Rice', 'Pizza'), or null for an unknown number. */
export function wweiaName(code: number): string | null {
  names ??= new Map(categoriesSchema.parse(JSON.parse(readFileSync(FILE, 'utf8'))));
  return names.get(code) ?? null;
}

/** Categories few people mean by a plain word: baby foods, formulas, human milk. */
export const isNicheCategory = (code: number) => (code >= 9002 && code <= 9204) || code === 9402 || code === 9404 || code === 9602;

/** Mixed dishes, sandwiches and soups (3002–3899). */
export const isMixedDishCategory = (code: number) => code >= 3000 && code < 3900;
