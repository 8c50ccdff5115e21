import { nameHasAny } from './food-words.ts';

export interface ServingOption {
  label: string;
  /** Multiple of the food's default serving. */
  multiplier: number;
  unit: string;
}

const FRUIT = ['apple', 'apples', 'banana', 'bananas', 'orange', 'oranges', 'pear', 'pears', 'peach', 'peaches', 'mango', 'mangos', 'kiwi', 'kiwifruit', 'plum', 'plums', 'nectarine', 'nectarines', 'grapefruit', 'avocado', 'avocados', 'tangerine', 'tangerines', 'apricot', 'apricots', 'fruit'];
const BREAD = ['bread', 'toast', 'sourdough', 'rye bread'];
const RICE_PASTA = ['rice', 'pasta', 'spaghetti', 'macaroni', 'noodles', 'noodle', 'cup', 'quinoa', 'oatmeal', 'couscous', 'cereal'];
const DRINKS = ['juice', 'soda', 'milk', 'water', 'coffee', 'tea', 'beer', 'wine', 'drink', 'beverage', 'beverages', 'smoothie', 'lemonade', 'cola', 'kombucha'];
const MEAT = ['chicken', 'beef', 'pork', 'steak', 'turkey', 'lamb', 'veal', 'salmon', 'tuna', 'fish', 'cod', 'ham', 'meat', 'tilapia', 'trout', 'venison', 'bison'];
const NUTS = ['nuts', 'nut', 'almonds', 'almond', 'cashews', 'cashew', 'peanuts', 'peanut', 'walnuts', 'walnut', 'pistachios', 'pistachio', 'pecans', 'hazelnuts', 'trail mix', 'seeds'];

/** '1 cup, sliced' → 'cup, sliced' (so 2 servings read '2 cup, sliced'); '1/2 cup' → '× 1/2 cup'. */
export function portionUnit(label: string): string {
  const single = /^1\s+(.+)$/.exec(label.trim());
  return single ? single[1]! : `× ${label.trim()}`;
}

/** Household options by keyword in the food name (spec §9); the original serving always comes first. */
export function servingOptions(foodName: string, defaultServing: string): ServingOption[] {
  const original: ServingOption = { label: `Original serving (${defaultServing})`, multiplier: 1, unit: portionUnit(defaultServing) };
  const name = foodName.toLowerCase();
  const extra = (...opts: [string, number, string][]) => opts.map(([label, multiplier, unit]) => ({ label, multiplier, unit }));
  // Nuts before fruit and drinks: 'almond milk' is a drink, 'almonds' are nuts.
  if (nameHasAny(name, DRINKS) && !nameHasAny(name, ['butter'])) return [original, ...extra(['Glass', 1, 'glass'], ['Bottle', 2, 'bottle'], ['Liter', 4.2, 'liter'])];
  if (nameHasAny(name, NUTS) && !nameHasAny(name, ['butter'])) return [original, ...extra(['Handful', 1, 'handful'], ['Small bag', 2, 'small bag'])];
  if (nameHasAny(name, BREAD)) return [original, ...extra(['1 slice', 1, 'slice'], ['2 slices', 2, 'slices'], ['3 slices', 3, 'slices'])];
  if (nameHasAny(name, MEAT)) return [original, ...extra(['Palm-sized', 0.75, 'palm-sized portion'], ['Deck of cards', 1, 'deck-sized portion'], ['Large portion', 1.5, 'large portion'])];
  if (nameHasAny(name, RICE_PASTA)) return [original, ...extra(['1/2 cup', 0.5, 'cup'], ['1 cup', 1, 'cup'], ['1 1/2 cups', 1.5, 'cups'])];
  if (nameHasAny(name, FRUIT)) return [original, ...extra(['Small', 0.7, 'small'], ['Medium', 1, 'medium'], ['Large', 1.3, 'large'])];
  return [original];
}

/** Servings typed by the user: empty or invalid counts as 1. */
export function parseServings(text: string | number): number {
  const value = typeof text === 'number' ? text : Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Quantity text: the custom text if given, else '<servings> <unit>'. */
export function quantityText(servings: number, option: ServingOption | undefined, custom?: string): string {
  const trimmed = custom?.trim();
  if (trimmed) return trimmed;
  return `${servings} ${option?.unit ?? 'serving'}`;
}

/** Hub stepper: plus/minus 0.5, never below 0.1 when decreasing. */
export function stepServings(current: number, direction: 1 | -1): number {
  const next = Math.round((current + 0.5 * direction) * 10) / 10;
  return direction === -1 ? Math.max(0.1, next) : next;
}
