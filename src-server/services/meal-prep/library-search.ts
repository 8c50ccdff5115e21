import type { LibraryRecipeSummary } from '../../../src/schemas/meal-prep.ts';
import type { Recipe, RecipeLibrary } from '../recipes/recipe-library.ts';

const LIMIT = 30;

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function summary(r: Recipe): LibraryRecipeSummary {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    difficulty: r.difficulty,
    servings: r.servings,
    totalMinutes: r.prepMinutes + r.cookMinutes + r.restMinutes,
    caloriesPerServing: Math.round(r.perServing.calories),
  };
}

/**
 * Library recipes whose name, description, cuisine, meal types, diet tags or ingredients hold every
 * word searched (as a word start: 'chick' finds chickpeas). Name matches come first, then A–Z.
 */
export async function searchLibrary(recipes: RecipeLibrary, q: string | undefined): Promise<LibraryRecipeSummary[]> {
  const wanted = words(q ?? '');
  const scored = (await recipes.all()).flatMap((r) => {
    const name = words(r.name);
    const rest = words([r.description, r.cuisine, ...r.mealTypes, ...r.tags, ...r.ingredients.map((i) => i.name)].join(' '));
    const hit = (list: string[], w: string) => list.some((x) => x.startsWith(w));
    if (!wanted.every((w) => hit(name, w) || hit(rest, w))) return [];
    return [{ r, inName: wanted.filter((w) => hit(name, w)).length }];
  });
  scored.sort((a, b) => b.inName - a.inName || a.r.name.localeCompare(b.r.name));
  return scored.slice(0, LIMIT).map(({ r }) => summary(r));
}
