import { parseSegment, normalizeTranscript, type SpokenFood } from '../../../src/domain/voice-parse.ts';
import { keyWords } from '../../../src/food-phrase/words.ts';
import { foodForm } from '../../food-data/food-facts.ts';
import { measureOnly } from '../../../src/food-phrase/amount.ts';
import { RECIPE_PAGE_LIMIT, type ImportRecipeInput, type RecipeDraftDto } from '../../../src/schemas/user-recipe.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError, issue } from '../../errors.ts';
import { TaskTimeoutError, type WorkerPool } from '../../workers/pool.ts';
import type { FoodCache } from '../ai/food-cache.ts';
import { matchFood, spelled, type MatchedFood } from '../ai/food-match.ts';
import { coverage, nameHeads } from '../ai/usda-names.ts';
import { fetchPage } from './page-fetch.ts';

/**
 * An ingredient line as the typed meal parser reads it: notes after a comma and in brackets are about
 * preparation, but a bracket holding only a weight or volume states the amount ('1 (15 oz) can
 * chickpeas, drained' → '1 15 oz can chickpeas', '1 cup flour (125 g)' → 125 g of flour).
 */
export function ingredientPhrase(line: string): string {
  const kept = line.replace(/\(([^)]*)\)|\[([^\]]*)\]/g, (_, round?: string, square?: string) => (measureOnly(round ?? square ?? '') ? ` ${round ?? square} ` : ' '));
  return kept.split(/,|;| - /)[0]!.replace(/\s+/g, ' ').trim();
}

/**
 * A recipe's ingredient is as bought: raw when USDA has the food raw, about the thing said and named
 * with every word the line says ('1 pound ground turkey' is *Ground turkey, raw*, not the survey's
 * cooked turkey; 'salt' is no raw salted egg yolk), unless the line says another state ('cooked';
 * 'canned': no raw food holds that word). Null otherwise.
 */
async function asBought(foods: FoodCache, said: SpokenFood): Promise<MatchedFood | null> {
  if (said.food.split(' ').some((w) => foodForm(w) !== null)) return null;
  const raw = await matchFood(foods, { ...said, food: `raw ${said.food}` });
  const words = keyWords(said.food);
  const about = raw && nameHeads(raw.food.name).includes(words[words.length - 1] ?? '');
  return raw && about && foodForm(raw.food.name) === 'raw' && coverage(raw.food.name, words) === 1 ? raw : null;
}

/** One ingredient line of an imported recipe: its food with the amount in grams, or no match. */
export async function matchLine(foods: FoodCache, line: string): Promise<RecipeDraftDto['lines'][number]> {
  const parsed = parseSegment(normalizeTranscript(ingredientPhrase(line)));
  const said = parsed && (await spelled(foods, parsed));
  const found = said && ((await asBought(foods, said)) ?? (await matchFood(foods, said)));
  if (!found) return { line, match: null };
  const name = found.food.brand ? `${found.food.brand} ${found.food.name}` : found.food.name;
  return { line, match: { foodId: found.food.id, name, amount: found.quantity.slice(0, 100), grams: found.grams, calories: found.nutrition.calories } };
}

/**
 * A recipe draft from a page (fetched, or pasted): its schema.org Recipe read in the worker pool, each
 * ingredient line matched to a food with its amount through the portion engine. Lines without a
 * match come back with none, for the user to fix before saving; nothing is stored.
 */
export async function importRecipe({ foods, workers, env }: { foods: FoodCache; workers: WorkerPool; env: Env }, user: UserRow, input: ImportRecipeInput): Promise<RecipeDraftDto> {
  const html = input.html ?? (await fetchPage(input.url!, { allowHosts: env.RECIPE_IMPORT_ALLOW_HOSTS, timeoutMs: env.RECIPE_IMPORT_TIMEOUT_MS, maxBytes: RECIPE_PAGE_LIMIT }));
  const field = input.url ? 'url' : 'html';
  const page = await workers.run(user.id, 'readRecipePage', html, 10_000).catch((error: unknown) => {
    if (error instanceof TaskTimeoutError) throw new AppError('UNPROCESSABLE_CONTENT', 'pageReadTooSlow', { issues: [issue(field, 'pageReadTooSlow')] });
    throw error;
  });
  if (!page) throw new AppError('UNPROCESSABLE_CONTENT', 'pageHasNoRecipe', { issues: [issue(field, 'pageHasNoRecipe')] });
  const lines = await Promise.all(page.ingredients.map((line) => matchLine(foods, line)));
  return {
    name: page.name,
    servings: page.servings ?? 1,
    steps: page.steps,
    prepMinutes: page.prepMinutes,
    cookMinutes: page.cookMinutes,
    sourceUrl: input.url ?? null,
    lines,
  };
}
