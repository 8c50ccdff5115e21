// Common searches: for each WWEIA category people eat from, its FNDDS foods most used in FNDDS
// recipes (the data's own measure of how common a food is), searched by the name people give them.
import type { FoodRef, SearchCase } from './case-schemas.ts';
import { notEaten, type FnddsFood } from './fndds-foods.ts';
import { byName, sayable } from './food-names.ts';
import { fnddsName, plainestFirst } from './generated-meals.ts';

/** Up to `perCategory` foods of each category, skipping queries already asked (`asked`, lower case). */
export function buildCommonSearches(foods: FnddsFood[], asked: Set<string>, perCategory: number): SearchCase[] {
  const byCategory = new Map<number, FnddsFood[]>();
  const named = byName(foods.filter((x) => !notEaten(x.wweia) && sayable(x.description)), fnddsName, (f) => f.kcal, plainestFirst);
  for (const { food, alike } of named) {
    const f = { ...food, same: [...new Set([...food.same, ...alike.flatMap((a) => [`s:${a.code}` as FoodRef, ...a.same])])].filter((r) => r !== `s:${food.code}`) };
    byCategory.set(f.wweia, [...(byCategory.get(f.wweia) ?? []), f]);
  }
  const cases: SearchCase[] = [];
  const seen = new Set(asked);
  for (const wweia of [...byCategory.keys()].sort((a, b) => a - b)) {
    // Most used first; among equals the shortest description, the plainest food.
    const ranked = byCategory.get(wweia)!.sort((a, b) => b.uses - a.uses || a.description.length - b.description.length || a.code.localeCompare(b.code));
    let taken = 0;
    for (const f of ranked) {
      if (taken === perCategory) break;
      const query = fnddsName(f);
      if (query.length < 3 || seen.has(query.toLowerCase())) continue;
      seen.add(query.toLowerCase());
      cases.push({ query, means: f.description, accept: [`s:${f.code}` as FoodRef, ...f.same] });
      taken++;
    }
  }
  return cases;
}
