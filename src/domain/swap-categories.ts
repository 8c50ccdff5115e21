import type { SwapKind } from '../schemas/ai.ts';
import type { Role } from './swap-roles.ts';

export function difficultyFor(original: { category: string | null; role: Role }, candidate: { category: string | null; role: Role }): 'easy' | 'moderate' | 'adventurous' {
  if (original.role !== candidate.role) return 'adventurous';
  return original.category && original.category === candidate.category ? 'easy' : 'moderate';
}

const KIND: Record<Role, SwapKind> = {
  grain: 'carb', bread: 'carb', breakfast: 'carb', pastry: 'snack', sweet: 'snack', snack: 'snack', cheese: 'protein', yogurt: 'protein',
  egg: 'protein', spread: 'other', 'nut-butter': 'protein', sauce: 'other', drink: 'other', milk: 'protein', alcohol: 'other', meat: 'protein', cured: 'protein', fish: 'protein',
  legume: 'protein', vegetable: 'vegetable', starch: 'carb', fruit: 'snack', handheld: 'other', plate: 'other', 'pasta-dish': 'other',
  soup: 'other', salad: 'vegetable', other: 'other',
};

/** The spec's swapType of a suggested food: protein, carb, snack, vegetable or other. */
export function swapKind(role: Role): SwapKind {
  return KIND[role];
}

const GENERIC = new Set(['raw', 'cooked', 'plain', 'nfs', 'food', 'foods', 'with', 'and', 'the', 'regular', 'fresh', 'homemade', 'large', 'small', 'medium', 'slice', 'piece', 'serving']);

/** The words naming the food to replace ('French fries' → fries, french): a swap's name has none of them. */
export function headWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !GENERIC.has(w))
    .map(singular);
}

const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(ches|shes|oes)$/, (m) => m.slice(0, -2)).replace(/([^s])s$/, '$1');

/**
 * Words that make a differently made food of the same name: whole-wheat bread is not white bread,
 * turkey bacon is not bacon, light beer is not beer, spaghetti squash is not spaghetti.
 */
const DISTINCT =
  /\b(whole[- ]wheat|whole[- ]grain|wholemeal|multigrain|rye|pumpernickel|sprouted|brown|wild|turkey|chicken|canadian|veggie|vegetarian|vegan|meatless|squash|cauliflower|zucchini|light|lite|diet|zero|reduced[- ](fat|calorie|sugar)|low[- ]?fat|nonfat|fat[- ]free|part[- ]skim|skim|sugar[- ]free|no sugar added|unsweetened|air[- ]popped|lean)\b/g;

/**
 * True when the candidate's name has every head word of the food it would replace ('Hamburger'
 * has 'burger'; 'Chicken breast, grilled' is not 'fried chicken'), unless a word the original
 * lacks makes it a distinct, lighter food.
 */
export function namesOriginal(candidate: string, heads: readonly string[], originalName = ''): boolean {
  const lower = candidate.toLowerCase();
  const words = lower.split(/[^a-z]+/).map(singular);
  if (heads.length === 0 || !heads.every((h) => words.some((w) => w.includes(h)))) return false;
  const original = originalName.toLowerCase();
  return !(lower.match(DISTINCT) ?? []).some((d) => !original.includes(d) && !heads.some((h) => d.includes(h)));
}
