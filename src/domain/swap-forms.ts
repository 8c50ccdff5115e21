import { stem } from './voice-aliases.ts';
import type { Role } from './swap-roles.ts';

/** Kinds of food that are only a fair swap for a food of the same kind. */
const ODD_KINDS: [string, RegExp][] = [
  ['organ', /\b(liver|livers|gizzards?|giblets|kidneys?|hearts?|tongue|tripe|brains?|sweetbreads|chitterlings|lungs?|spleen|variety meats|feet|hocks?|oxtails?|marrow|blood)\b/],
  ['skin', /, skin(,|$)|\bskins\b|\bpork skin|\brinds\b/],
  ['processed', /\b(cheese (product|food|spread)|imitation|pasteurized process)\b/],
  ['bar', /\bbars?\b/],
  ['baby', /\b(baby|babyfood|infant|toddler|formula)\b/],
  ['supplement', /\b(nutrition(al)? (bar|drink|shake|powder)|formulated|protein (bar|shake|powder|drink)|meal replacement|energy bar|fluid replacement|supplement|fortified|slim ?fast|added protein|high protein|n x 6\.25)\b/],
  ['alcohol', /\b(alcoholic|beer|wine|liquor|vodka|whiskey|rum|gin|cocktail|margarita|seltzer, hard|hard seltzer|michelada)\b/],
];
const NOT_ORGAN = /artichoke|palm|celery|lettuce|romaine/;

export function kindsOf(name: string): string[] {
  const lower = name.toLowerCase();
  return ODD_KINDS.filter(([kind, re]) => re.test(lower) && !(kind === 'organ' && NOT_ORGAN.test(lower))).map(([kind]) => kind);
}

// Not how anyone eats it: raw or dry grains, meat and beans, mixes, powders and ingredients.
const UNEATEN = /\b(unprepared|dry mix|mix, dry|powder|dehydrated|freeze-dried|frozen mixture|dry form|uncooked|not prepared|concentrate|commodity|pectin|syrups?|fillings?|toppings?|frosting|icing|flour|malt|meal|starch|school|germ|gluten|as ingredient|for use (on|in|with)|bones?|leavening|yeast|baking (powder|soda)|lemon juice|lime juice|baking chocolate|confectioner's|crude)\b/;
const COOKED_ROLES: Role[] = ['grain', 'breakfast', 'legume', 'meat', 'cured', 'fish', 'egg', 'starch', 'drink', 'milk'];
const RAW_OK: Role[] = ['fruit', 'vegetable', 'snack', 'salad', 'spread', 'sauce'];

/** How a food is eaten: never when raw, dry or an ingredient; its odd kinds (organ, baby food, bar...). */
export function formOf(name: string, role: Role): { eaten: boolean; kinds: string[] } {
  const lower = name.toLowerCase();
  const uncooked = COOKED_ROLES.includes(role) && /\b(raw|dry|dried)\b/.test(lower) && !/\btofu\b/.test(lower);
  const odd = (/\braw\b/.test(lower) && !RAW_OK.includes(role) && !/\btofu\b/.test(lower)) || (/\bdried\b/.test(lower) && role !== 'fruit');
  const eaten = !UNEATEN.test(lower) && !uncooked && !odd;
  return { eaten, kinds: kindsOf(name) };
}

/** Whether a food can be offered in place of the original: no odd kind or uneaten form the original is not itself. */
export function suitable(candidate: string, role: Role, original: string): boolean {
  return fits(formOf(candidate, role), kindsOf(original));
}

export function fits(form: { eaten: boolean; kinds: string[] }, originalKinds: readonly string[]): boolean {
  return form.eaten && form.kinds.every((k) => originalKinds.includes(k));
}

/** Words a plain food's name may carry without being a variant of it. */
const NEUTRAL = new Set(['raw', 'firm', 'nfs', 'plain', 'regular', 'cooked', 'prepared', 'fresh', 'all', 'commercial', 'varieties', 'commercially', 'ready', 'eat', 'includes', 'type', 'made', 'recipe', 'home', 'from', 'and', 'or', 'the', 'other', 'salted', 'boiled', 'drained', 'table', 'restaurant', 'fast', 'food', 'foods', 'whole', 'enriched', 'medium', 'classic', 'original', 'traditional', 'grade', 'white', 'yellow', 'pieces']);
/** Variants people name when they mean them: 'light', 'fat free', 'with raisins'. */
const MODIFIER = /\b(light|lite|low|reduced|less|fat|free|nonfat|lowfat|diet|sugar|sodium|calorie|vegetarian|vegan|meatless|imitation|substitute|flavou?red|sweetened|unsweetened|fortified|with|stuffed|filled|frosted|glazed|coated|breaded|fried|instant|mix)\b/;

/**
 * How far a food's name is from the plain form of what was typed: 0 for 'Butter, NFS' when
 * 'butter' was typed, more for every word not typed ('Mayonnaise, light' for 'mayonnaise').
 */
export function variantPenalty(name: string, typed: readonly string[]): number {
  const plain = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(ns as to|prepared with) [a-z ]+/g, ' ')
    .replace(/\bno added fat\b/g, ' ');
  const words = plain.split(/[^a-z]+/).filter((w) => w.length > 1);
  let penalty = 0;
  for (const w of new Set(words)) {
    if (typed.some((t) => stem(w).startsWith(t) || t.startsWith(stem(w)))) continue;
    if (MODIFIER.test(w)) penalty += 1.5;
    else if (!NEUTRAL.has(w)) penalty += 0.4;
  }
  return penalty;
}

/**
 * True when a part of the name is the typed food in its usual form: 'Candies, milk chocolate' for
 * 'milk chocolate' (the last typed word heads it), not 'Chocolate milk'.
 */
export function headedBy(name: string, typed: readonly string[]): boolean {
  const last = typed.at(-1);
  if (!last) return false;
  return name
    .toLowerCase()
    .split(/,| with /)
    .some((part) => {
      const words = part.split(/[^a-z]+/).filter(Boolean).map(stem);
      return words.at(-1) === last;
    });
}

/** Brand names are written in capitals in USDA names ('KFC', 'KASHI') or in brackets ('(Kashi Crunchy)'). */
export const BRANDED = /(?<![A-Z])(?!NFS\b|NS\b)[A-Z]{3,}|\([^)]*[A-Z][a-z]+[^)]*[A-Z][^)]*\)/;

/** Share of the wanted words the name has (prefix match, so 'egg' finds 'eggs'). */
export function coverage(name: string, wanted: readonly string[]): number {
  if (wanted.length === 0) return 0;
  const words = name.toLowerCase().split(/[^a-z]+/).map(stem);
  return wanted.filter((w) => words.some((n) => n.startsWith(w) || (w.startsWith(n) && n.length > 3))).length / wanted.length;
}

/** How well a search hit at this rank names the plain form of the wanted food; null when it has none of its words. */
export function plainMatchScore(name: string, wanted: readonly string[], rank: number): number | null {
  const cover = coverage(name, wanted);
  if (cover === 0) return null;
  return cover * 3 + (headedBy(name, wanted) ? 1 : 0) - (BRANDED.test(name) ? 4 : 0) - variantPenalty(name, wanted) - rank * 0.05;
}
