import { combineFacts, ingredientFacts, type FoodFlag } from './food-flags.ts';
import type { FoodSource } from './food-record.ts';

/** Where a food's flags come from: its USDA recipe, its SR food group, or (imported foods only) its name. */
export type FlagsFrom = 'ingredients' | 'food_group' | 'name';
/** USDA's own preparation descriptor: 'cooked' (boiled, roasted…), 'prepared' (ready-to-eat, brewed…), 'raw', 'dry' (dry, unprepared, powder, concentrate). */
export type FoodForm = 'cooked' | 'prepared' | 'raw' | 'dry';

export interface FoodFacts {
  flags: FoodFlag[];
  flagsFrom: FlagsFrom;
  /** WWEIA food category number. */
  wweia: number | null;
  form: FoodForm | null;
  /** The food as a person eats it (cooked rice, brewed coffee, a raw apple), not an ingredient to cook (raw rice, dry pasta). */
  asEaten: boolean;
  /** USDA's default of its family: an FNDDS 'NFS' / 'NS as to' food, or the SR food such a food is made of. */
  plainDefault: boolean;
  /** How many FNDDS recipes use the food (an FNDDS food made of one SR food counts that food's uses too). */
  recipeUses: number;
}

const COOKED = /^(cooked|boiled|baked|roasted|broiled|grilled|fried|pan-fried|deep-fried|braised|stewed|simmered|steamed|microwaved|poached|heated|toasted|scrambled|blanched|sauteed|stir-fried|smoked|rotisserie|pan-browned|cooked .*|.* cooked|.*-cooked|boiled .*|baked .*|roasted .*|broiled .*|grilled .*|fried .*|braised .*|stewed .*|drained)$/;
const PREPARED = /^(prepared|prepared .*|ready-to-(eat|serve|drink|heat)|brewed|brewed .*|reconstituted|diluted .*|made with .*)$/;
const DRY = /^(dry|dry form|dry mix|unprepared|uncooked|unheated|powder|dry powder|.* powder|concentrate|frozen concentrate|.* concentrate|undiluted|condensed|dehydrated|mix, dry|not reconstituted|ready-to-bake|ready-to-cook|ready-to-bake or -fry)$/;

/** The preparation state USDA writes into a description ('Rice, white, long-grain, regular, raw, enriched' → raw). */
export function foodForm(name: string): FoodForm | null {
  const parts = name.toLowerCase().split(',').map((p) => p.trim().replace(/\s*\(.*\)$/, ''));
  let form: FoodForm | null = null;
  for (const part of parts) {
    if (DRY.test(part)) return 'dry';
    if (COOKED.test(part)) form = 'cooked';
    else if (PREPARED.test(part)) form ??= 'prepared';
    else if (part === 'raw' || part === 'fresh') form ??= 'raw';
  }
  return form;
}

/** FNDDS marks the default of a family 'NFS' (not further specified) or 'NS as to …'. */
export function isNotSpecified(name: string): boolean {
  return /\bnfs\b|\bns as to\b/i.test(name);
}

/**
 * An FNDDS default that is nothing but the food: every part after the first is 'NFS', 'NS as to …' or
 * a preparation word ('Bacon, NS as to type of meat, cooked'), not a variant ('…, reduced sodium, cooked').
 */
export function isPlainNotSpecified(name: string): boolean {
  if (!isNotSpecified(name)) return false;
  return name.split(',').slice(1).every((part) => isNotSpecified(part) || foodForm(part) !== null);
}

/**
 * An FNDDS default of the family its name starts with: from the first 'NFS' / 'NS as to …' part on,
 * nothing but such parts and preparation words ('Potato, french fries, NFS'; 'Pizza with pepperoni,
 * from restaurant or fast food, NS as to type of crust'), not a variant after it ('Chicken breast,
 * NS as to cooking method, skin not eaten'). The family is a food and at most one kind of it: 'Green
 * beans, frozen, cooked, fat added, NS as to fat type' is a default only among frozen beans cooked
 * with fat.
 */
export function isFamilyDefault(name: string): boolean {
  const parts = name.split(',');
  const from = parts.findIndex((part) => isNotSpecified(part));
  if (from <= 0 || parts.slice(0, from).filter((part) => foodForm(part) === null).length > 2) return false;
  return parts.slice(from).every((part) => isNotSpecified(part) || foodForm(part) !== null);
}

// SR food groups by the name FDC gives them (food_category.description), for imported SR Legacy and Foundation foods.
const SR_GROUPS: Record<string, string> = {
  'dairy and egg products': '0100', 'spices and herbs': '0200', 'baby foods': '0300', 'fats and oils': '0400',
  'poultry products': '0500', 'soups, sauces, and gravies': '0600', 'sausages and luncheon meats': '0700',
  'breakfast cereals': '0800', 'fruits and fruit juices': '0900', 'pork products': '1000',
  'vegetables and vegetable products': '1100', 'nut and seed products': '1200', 'beef products': '1300',
  beverages: '1400', 'alcoholic beverages': '1400', 'finfish and shellfish products': '1500',
  'legumes and legume products': '1600', 'lamb, veal, and game products': '1700', 'baked products': '1800',
  sweets: '1900', 'cereal grains and pasta': '2000', 'fast foods': '2100', 'meals, entrees, and side dishes': '2200',
  snacks: '2500', 'american indian/alaska native foods': '3500', 'restaurant foods': '3600',
};

export function srGroupCode(category: string | null): string | null {
  return SR_GROUPS[(category ?? '').trim().toLowerCase()] ?? null;
}

/**
 * Facts for an imported food that brings no USDA recipe: flags from its SR food group when it has one,
 * else from its name, where only a vegetarian claim is made (a name does not list milk or egg).
 */
export function factsFromName(name: string, category: string | null, source: FoodSource, wweia: number | null = null): FoodFacts {
  const group = source === 'branded' ? null : srGroupCode(category);
  let flags = combineFacts([ingredientFacts(name, group)]);
  if (!group) flags = flags.filter((f) => f !== 'vegan');
  const form = foodForm(name);
  return {
    flags,
    flagsFrom: group ? 'food_group' : 'name',
    wweia,
    form,
    asEaten: source === 'survey' || source === 'branded' || (form !== 'dry' && form !== 'raw'),
    plainDefault: source === 'survey' && isFamilyDefault(name),
    recipeUses: 0,
  };
}
