import { combineFacts, ingredientFacts, type IngredientFacts } from '../../src-server/food-data/food-flags.ts';
import { factsFromName, foodForm, isNotSpecified, isPlainNotSpecified, type FoodFacts } from '../../src-server/food-data/food-facts.ts';
import type { CheckedFood } from '../../src-server/food-data/food-record.ts';
import type { SeedReport } from './report.ts';
import type { FnddsFood, SrFood, UsdaInputs } from './usda-inputs.ts';
import { wordKey } from './also-called.ts';
import { wweiaOfSrGroup } from './wweia-of-group.ts';

/** How an SR or Foundation food is used in FNDDS recipes. */
interface Uses {
  /** WWEIA categories of the FNDDS foods it makes up at least half of, with that share. */
  mainOf: { wweia: number | null; share: number; cooked: boolean; nfs: boolean }[];
}

const share = (food: FnddsFood, grams: number) => {
  const total = food.ingredients.reduce((sum, i) => sum + i.grams, 0);
  return total > 0 ? grams / total : 0;
};

/** Sets `facts` on every seed food from the FNDDS recipes, SR food groups and WWEIA categories. */
export function deriveFacts(foods: CheckedFood[], inputs: UsdaInputs, report: SeedReport): void {
  const uses = new Map<string, Uses>();
  for (const food of inputs.fndds.values()) {
    const main = [...food.ingredients].sort((a, b) => b.grams - a.grams)[0];
    if (!main || main.code.length === 8) continue;
    const s = share(food, main.grams);
    if (s < 0.35) continue;
    const entry = uses.get(main.code) ?? { mainOf: [] };
    entry.mainOf.push({ wweia: food.wweia, share: s, cooked: main.cooked, nfs: isPlainNotSpecified(food.description) && namesIt(food.description, main.description) });
    uses.set(main.code, entry);
  }

  // How many FNDDS recipes list each ingredient: USDA's choice of the usual food of a kind.
  const recipeUses = new Map<string, number>();
  for (const food of inputs.fndds.values()) {
    for (const code of new Set(food.ingredients.map((i) => i.code))) recipeUses.set(code, (recipeUses.get(code) ?? 0) + 1);
  }
  const usesOfFndds = (food: FnddsFood | undefined): number => {
    if (!food) return 0;
    const main = [...food.ingredients].sort((a, b) => b.grams - a.grams)[0];
    // Made of one SR food as it is (no cooking): the same food, so USDA's uses of that food count.
    const madeOf = main && main.code.length !== 8 && !main.cooked && share(food, main.grams) >= 0.8 ? (recipeUses.get(main.code) ?? 0) : 0;
    return (recipeUses.get(food.code) ?? 0) + madeOf;
  };

  const memo = new Map<string, IngredientFacts[]>();
  const recipeFacts = (code: string, depth = 0): IngredientFacts[] => {
    const known = memo.get(code);
    if (known) return known;
    const food = inputs.fndds.get(code);
    const parts = usedIngredients(food, depth > 0).flatMap((i) => (i.code.length === 8 && depth < 6 ? recipeFacts(i.code, depth + 1) : [srFacts(i.code, i.description, inputs.sr)]));
    memo.set(code, parts);
    return parts;
  };

  for (const food of foods) {
    const label = food.source === 'survey' ? 'FNDDS 2021-2023' : food.source === 'foundation' ? 'Foundation 2024-10' : 'SR28';
    if (food.source === 'survey') {
      const fndds = inputs.fndds.get(food.sourceId);
      const parts = recipeFacts(food.sourceId);
      const facts = factsFromName(food.name, food.category, 'survey', fndds?.wweia ?? null);
      // A code that covers the food with or without meat cannot promise it has none.
      const meatOrNot = fndds?.maybeMeat ? [{ allergens: new Set<never>(), meat: true, animal: true }] : [];
      if (parts.length > 0) Object.assign(facts, { flags: combineFacts([...parts, ...meatOrNot]), flagsFrom: 'ingredients' });
      food.facts = { ...facts, asEaten: true, recipeUses: usesOfFndds(fndds) };
      report.add(label, `facts: flags from ${facts.flagsFrom}`);
      continue;
    }
    const ndb = food.source === 'sr_legacy' ? food.sourceId : srNdbOf(food, inputs);
    const sr = ndb ? inputs.sr.get(ndb) : undefined;
    const facts = factsFromName(food.name, food.category, food.source);
    if (sr?.group) facts.flags = combineFacts([ingredientFacts(food.name, sr.group, sr)]);
    facts.flagsFrom = sr?.group || facts.flagsFrom === 'food_group' ? 'food_group' : 'name';
    const used = ndb ? uses.get(ndb) : undefined;
    applyUses(facts, used, food.name, sr?.group ?? null, food.per100.sugar);
    facts.recipeUses = ndb ? (recipeUses.get(ndb) ?? 0) : 0;
    food.facts = facts;
    report.add(label, `facts: flags from ${facts.flagsFrom}`);
    report.add(label, `facts: WWEIA category ${used?.mainOf.length ? 'from FNDDS foods made of it' : facts.wweia !== null ? 'from its SR group' : 'none'}`);
    if (facts.plainDefault) report.add(label, 'facts: main ingredient of an FNDDS NFS food');
  }
}

/** WWEIA category, as-eaten form and family default of an SR or Foundation food from the FNDDS foods made of it. */
function applyUses(facts: FoodFacts, used: Uses | undefined, name: string, group: string | null, sugar: number | null): void {
  const mainOf = used?.mainOf ?? [];
  // The FNDDS food made most purely of it says best what it is: white rice is 'Rice', though many
  // rice dishes start from it. Equal shares: the category most of them are in.
  const votes = new Map<number, number>();
  for (const m of mainOf) if (m.wweia !== null) votes.set(m.wweia, (votes.get(m.wweia) ?? 0) + 1);
  const top = Math.max(0, ...mainOf.map((m) => m.share));
  const best = mainOf
    .filter((m) => m.wweia !== null && m.share >= top - 0.02)
    .map((m) => [m.wweia!, votes.get(m.wweia!)!] as const)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  facts.wweia = best ? best[0] : wweiaOfSrGroup(group, name, sugar);
  facts.plainDefault = mainOf.some((m) => m.nfs);
  const form = foodForm(name);
  if (form === 'cooked' || form === 'prepared') facts.asEaten = true;
  else if (form === 'dry') facts.asEaten = false;
  else if (form === null) facts.asEaten = true;
  else if (mainOf.length > 0) facts.asEaten = mainOf.filter((m) => !m.cooked).length >= mainOf.length / 2;
  // Never in an FNDDS recipe as the main part: raw fruit, vegetables, nuts and herbs are eaten raw; raw meat, grains and beans are not.
  else facts.asEaten = ['0900', '1100', '1200', '0200'].includes(group ?? '');
}

/**
 * What an FNDDS food is made of. An 'NFS' food used in another recipe ('Oil or table fat, NFS' on
 * baked fish) is USDA's stand-in for a choice not reported, a blend of the alternatives: it brings
 * its main alternative, not an allergen of every one of them.
 */
function usedIngredients(food: FnddsFood | undefined, asIngredient: boolean): FnddsFood['ingredients'] {
  const all = food?.ingredients ?? [];
  if (!asIngredient || !food || !isNotSpecified(food.description) || all.length === 0) return all;
  return [all.reduce((a, b) => (b.grams > a.grams ? b : a))];
}

/**
 * The ingredient is the thing the FNDDS food is named for: every word of the food's first term is in
 * the ingredient's description ('Bacon, NS as to type of meat' of 'Pork, cured, bacon…'), not the
 * rice of 'Sushi, NFS' or the water of 'Oatmeal, NFS', and no more narrowly than the ingredient.
 */
function namesIt(fnddsName: string, ingredient: string): boolean {
  const have = new Set(wordKey(ingredient).split(' '));
  const family = wordKey(fnddsName.split(',')[0]!).split(' ');
  // A family named more narrowly than the ingredient's own first term is a variant of it: 'Light ice
  // cream, NFS' makes light vanilla ice cream its default, not the default of ice cream.
  return family.every((w) => have.has(w)) && family.length <= wordKey(ingredient.split(',')[0]!).split(' ').length;
}

function srFacts(code: string, description: string, sr: Map<string, SrFood>): IngredientFacts {
  const known = sr.get(code);
  if (known) return ingredientFacts(known.description, known.group, known);
  // FNDDS-only variants ('907028 REDUCED SODIUM: Ham…') carry the SR group in their 2nd and 3rd digits; 999xxx are added nutrients.
  if (/^999/.test(code)) return { allergens: new Set(), meat: false, animal: false };
  const group = /^9\d{5}$/.test(code) ? `${code.slice(1, 3)}00` : null;
  return ingredientFacts(description, group);
}

function srNdbOf(food: CheckedFood, inputs: UsdaInputs): string | null {
  return inputs.foundationNdb.get(food.sourceId) ?? null;
}
