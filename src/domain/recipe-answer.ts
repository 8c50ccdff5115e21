import { allergensNamed } from './allergen-terms.ts';
import type { LibraryFood, Recipe } from './recipe.ts';

/** What a follow-up asks about a recipe already shown: its numbers, what to buy, a replacement for an ingredient. */
export interface RecipeQuestion {
  nutrition: boolean;
  shopping: boolean;
  substitute: boolean;
}

const ASKS = /\?|^\s*(how|what|which|does|do|is|are|can|could|should|will|would)\b/;
// Asking for other dishes is a new search, not a question about the one shown.
const WANTS_OTHERS = /\b(ideas?|suggest\w*|options?|recipes|another|others?|different|alternatives? (dish|meal|recipe)s?|something else)\b/;
const NUTRITION = /\bhow (many|much)\b|\bcalories\b|\bkcal\b|\bmacros?\b|\bnutrition\w*|\bper serving\b|\bone serving\b|\ba serving\b/;
const SHOPPING = /\bbuy\b|\bshop\w*|\bgrocer\w*|\bingredients?\b|\bneed\b/;
const SUBSTITUTE = /\binstead\b|\bsubstitut\w*|\bswap\b|\breplace\w*|\bin place of\b|\bdon'?t have\b|\bdo not have\b|\bout of\b/;

/** The question a follow-up asks about a shown recipe, or null when it asks for (other) suggestions. */
export function recipeQuestion(message: string): RecipeQuestion | null {
  const text = message.toLowerCase();
  if (!ASKS.test(text) || WANTS_OTHERS.test(text)) return null;
  const q = { nutrition: NUTRITION.test(text), shopping: SHOPPING.test(text), substitute: SUBSTITUTE.test(text) };
  return q.nutrition || q.shopping || q.substitute ? q : null;
}

// Words that join a name rather than name a dish or food ('Chicken and Sweet Potato Bowl').
const JOINING = new Set(['and', 'the', 'with', 'for', 'from', 'into', 'over', 'style']);
const words = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && !JOINING.has(w));
const ORDINALS = ['first', 'second', 'third'];

/**
 * The shown recipe a follow-up is about: one it names (most name words, then most ingredient words
 * from `ingredientsOf`), one it counts ('the second'), else the first shown.
 */
export function recipeAskedAbout<T extends { name: string }>(message: string, shown: readonly T[], ingredientsOf: (r: T) => string = () => ''): T | undefined {
  const said = new Set(words(message));
  const hits = (text: string) => words(text).filter((w) => said.has(w)).length;
  const named = shown
    .map((r) => ({ r, score: hits(r.name) * 100 + hits(ingredientsOf(r)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)[0];
  if (named) return named.r;
  const counted = ORDINALS.findIndex((o) => said.has(o));
  if (counted >= 0 && shown[counted]) return shown[counted];
  if (said.has('last')) return shown.at(-1);
  return shown[0];
}

type Ingredient = Recipe['ingredients'][number];

/** 'Chicken thighs, boneless skinless' → 'chicken thighs': the name as said in a sentence. */
const shortName = (name: string) => name.split(',')[0]!.trim().toLowerCase();

const closeness = (a: LibraryFood, b: LibraryFood) => Math.abs(a.protein - b.protein) / 10 + Math.abs(a.calories - b.calories) / 100 + Math.abs(a.fats - b.fats) / 10;

/**
 * A replacement for one ingredient: a food of the same USDA category used elsewhere in the recipe
 * library, not already in the recipe and naming none of the allergens avoided, nearest in protein,
 * energy and fat per 100 g. The ingredient is the one the question names, else the largest that has one.
 */
export function substitution(recipe: Recipe, library: readonly Recipe[], message: string, avoid: readonly string[]): { from: Ingredient; to: string } | null {
  const inRecipe = new Set(recipe.ingredients.map((i) => i.food.id));
  const pool = new Map<number, { food: LibraryFood; name: string }>();
  for (const r of library) for (const i of r.ingredients) if (!inRecipe.has(i.food.id)) pool.set(i.food.id, { food: i.food, name: i.name });
  const said = new Set(words(message));
  const named = recipe.ingredients
    .map((i) => ({ i, hits: words(i.name).filter((w) => said.has(w)).length }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .map((x) => x.i);
  // A food named that is not in this recipe ('instead of the rice' about a dish without rice) has no replacement here.
  const namesOther = [...pool.values()].some((c) => words(shortName(c.name)).some((w) => said.has(w)));
  if (named.length === 0 && namesOther) return null;
  const order = named.length ? named : [...recipe.ingredients].sort((a, b) => b.grams - a.grams);
  for (const from of order) {
    const options = [...pool.values()]
      .filter((c) => c.food.category !== null && c.food.category === from.food.category && !allergensNamed(c.name).some((a) => avoid.includes(a)))
      .sort((a, b) => closeness(a.food, from.food) - closeness(b.food, from.food) || a.name.localeCompare(b.name));
    if (options[0]) return { from, to: options[0].name };
    if (named.length) return null;
  }
  return null;
}

const listed = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** The answer to a question about one recipe, from the recipe itself: per-serving numbers, the shopping list, a replacement. */
export function answerAboutRecipe(recipe: Recipe, question: RecipeQuestion, swap: { from: Ingredient; to: string } | null): string {
  const n = recipe.perServing;
  const parts: string[] = [];
  if (question.nutrition || !(question.shopping || question.substitute)) {
    parts.push(
      `One serving of ${recipe.name} (it makes ${recipe.servings}) has ${Math.round(n.calories)} kcal, ${Math.round(n.protein)} g protein, ${Math.round(n.carbs)} g carbs and ${Math.round(n.fats)} g fat.`,
    );
  }
  if (question.shopping) parts.push(`To make all ${recipe.servings} servings, buy: ${listed(recipe.ingredients.map((i) => i.text))}.`);
  if (question.substitute || question.shopping) {
    if (swap) parts.push(`Instead of ${shortName(swap.from.name)} you can use ${shortName(swap.to)}, in the same amount (${Math.round(swap.from.grams)} g); the numbers are for the recipe as written.`);
    else if (question.substitute) parts.push(`I have no replacement to suggest for that in ${recipe.name}.`);
  }
  return parts.join(' ');
}
