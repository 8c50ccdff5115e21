import type { MealSuggestion, MealSuggestionsInput, MealSuggestionsResult } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Recipe } from '../recipes/recipe-library.ts';
import { describeRequest, understandConversation, type MealRequest } from '../../../src/domain/meal-request.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { MAX_MESSAGES } from '../../../src/schemas/meal-chat.ts';
import { conversationMessages, preferencesOf, storeTurn } from './meal-conversations.ts';
import type { MealMessageRow } from '../../repositories/meal-conversations.ts';
import { answerAboutRecipe, recipeAskedAbout, recipeQuestion, substitution } from '../../../src/domain/recipe-answer.ts';

const SUGGESTIONS = 3;
/** Earlier messages sent to a model with a follow-up: enough for the context, bounded for the prompt. */
const HISTORY_SENT = 12;

/** The fields the assistant reads from the shared recipe library. */
export type MealRecipe = Pick<Recipe, 'id' | 'name' | 'description' | 'mealTypes' | 'cuisine' | 'difficulty' | 'prepMinutes' | 'cookMinutes' | 'perServing' | 'tags' | 'allergens'> & {
  ingredients: { name: string }[];
};

const minutesOf = (r: MealRecipe) => r.prepMinutes + r.cookMinutes;

const wordSet = (text: string) => new Set(text.toLowerCase().split(/[^a-z]+/));
/** A word is among these words; a plural ('mushrooms') names the singular too. */
const among = (w: Set<string>, word: string) => w.has(word) || (word.endsWith('s') && w.has(word.slice(0, -1))) || w.has(`${word}s`);
const holds = (r: MealRecipe, word: string) => among(wordSet(`${r.name} ${r.ingredients.map((i) => i.name).join(' ')}`), word);

interface Relax {
  time: boolean;
  meal: boolean;
  skill: boolean;
  ingredients: boolean;
}

function fits(r: MealRecipe, q: MealRequest, wanted: readonly string[], relax: Relax): boolean {
  const tags = r.tags as string[];
  if (!q.diets.every((d) => tags.includes(d))) return false;
  if (!relax.ingredients && !wanted.every((w) => holds(r, w))) return false;
  if (q.allergens.some((a) => (r.allergens as string[]).includes(a))) return false;
  if (!relax.meal && q.mealType && !r.mealTypes.includes(q.mealType)) return false;
  if (!relax.time && minutesOf(r) > q.maxMinutes) return false;
  return relax.skill || q.difficulties.includes(r.difficulty);
}

function score(r: MealRecipe, q: MealRequest): number {
  const n = r.perServing;
  const text = `${r.name} ${r.description} ${r.ingredients.map((i) => i.name).join(' ')}`.toLowerCase();
  let s = 0;
  if (q.cuisines.some((c) => r.cuisine.toLowerCase().includes(c) || c.includes(r.cuisine.toLowerCase()))) s += 2;
  s += 1.5 * q.words.filter((w) => text.includes(w)).length;
  // The same high-protein as every badge and filter: the FDA claim, per serving (decision 100).
  if (q.goals.includes('high-protein')) s += (r.tags as string[]).includes('high-protein') ? 3 : Math.min(2, n.protein / 15);
  if (q.goals.includes('low-carb')) s += Math.max(0, 3 - n.carbs / 15);
  if (q.goals.includes('low-calorie')) s += Math.max(0, 3 - n.calories / 200);
  return s - minutesOf(r) / 60;
}

/**
 * Strict matches first; if fewer than 3, time, skill, meal type and then the ingredients asked for
 * are relaxed in turn (diets and allergies never). An ingredient asked for ('with chicken') is one
 * some recipe holds; a word no recipe holds only ranks.
 */
export function selectRecipes(recipes: readonly MealRecipe[], q: MealRequest): { picked: MealRecipe[]; relaxed: string[] } {
  const wanted = q.words.filter((w) => recipes.some((r) => r.ingredients.some((i) => among(wordSet(i.name), w))));
  const steps: { relax: Relax; note: string }[] = [
    { relax: { time: false, meal: false, skill: false, ingredients: false }, note: '' },
    { relax: { time: true, meal: false, skill: false, ingredients: false }, note: `some take longer than ${q.maxMinutes} minutes` },
    { relax: { time: true, meal: false, skill: true, ingredients: false }, note: 'some need more cooking skill' },
    { relax: { time: true, meal: true, skill: true, ingredients: false }, note: 'some are for another meal' },
    { relax: { time: true, meal: true, skill: true, ingredients: true }, note: `some have no ${wanted.join(' or ')}` },
  ];
  const picked: MealRecipe[] = [];
  const relaxed: string[] = [];
  for (const step of steps) {
    // Fewer than three with everything asked for: say so rather than fill up with what was not asked for.
    if (step.relax.ingredients && (wanted.length === 0 || picked.length > 0)) break;
    const more = recipes
      .filter((r) => !picked.includes(r) && fits(r, q, wanted, step.relax))
      .sort((a, b) => score(b, q) - score(a, q) || a.id.localeCompare(b.id))
      .slice(0, SUGGESTIONS - picked.length);
    if (more.length && step.note) relaxed.push(step.note);
    picked.push(...more);
    if (picked.length >= SUGGESTIONS) break;
  }
  return { picked, relaxed };
}

/** At most five tags on a card: those asked for first, then the recipe's own in their order. */
const MAX_TAGS = 5;
function cardTags(r: MealRecipe, q: MealRequest): MealRecipe['tags'] {
  const asked = new Set<string>([...q.diets, ...q.goals, ...q.allergens.map((a) => `${a}-free`)]);
  return [...r.tags.filter((t) => asked.has(t)), ...r.tags.filter((t) => !asked.has(t))].slice(0, MAX_TAGS);
}

function toSuggestion(r: MealRecipe, q: MealRequest): MealSuggestion {
  const n = r.perServing;
  const reasons = [
    ...q.diets.filter((d) => (r.tags as string[]).includes(d)),
    `${minutesOf(r)} minutes`,
    `${Math.round(n.protein)} g protein and ${Math.round(n.calories)} kcal per serving`,
    ...(q.cuisines.some((c) => r.cuisine.toLowerCase().includes(c)) ? [`${r.cuisine}, as you asked`] : []),
    ...(q.allergens.length ? [`no ${q.allergens.join(', ')} in the ingredients`] : []),
  ];
  return {
    id: r.id,
    name: r.name,
    difficulty: r.difficulty,
    prepTime: minutesOf(r),
    description: r.description,
    nutrition: { calories: Math.round(n.calories), protein: Math.round(n.protein * 10) / 10, carbs: Math.round(n.carbs * 10) / 10, fats: Math.round(n.fats * 10) / 10 },
    dietaryTags: cardTags(r, q),
    reasonForSuggestion: `${reasons.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
  };
}

function draftReply(q: MealRequest, picked: MealRecipe[], relaxed: string[]): string {
  const understood = describeRequest(q).join(', ');
  if (picked.length === 0) return `I couldn't find a recipe that is ${understood}. Try removing a restriction or allowing more time.`;
  const names = picked.map((r) => r.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  const note = relaxed.length ? ` Nothing matched everything, so ${relaxed.join(' and ')}.` : '';
  return `Looking for ${understood}: try ${list}.${note} Nutrition is per serving, computed from the ingredients.`;
}

/** What the assistant works with besides the database: the recipe library and the AI engine. */
export interface MealTools {
  recipes: { all(): Promise<Recipe[]> };
  ai: AiEngine;
}

/**
 * The meal assistant: reads the whole conversation as one request, picks recipes from the shared
 * library, replies, and stores the turn in the caller's conversation (a new one without an id).
 */
export async function suggestMeals(db: Database, tools: MealTools, user: UserRow, input: MealSuggestionsInput): Promise<MealSuggestionsResult> {
  const earlier = input.conversationId === undefined ? [] : await conversationMessages(db, user, input.conversationId);
  if (earlier.length >= MAX_MESSAGES) throw new AppError('BAD_REQUEST', 'conversationFull');
  // A question about a shown recipe ('instead of the rice?') asked for nothing new, so it adds nothing to the request.
  const asked = earlier.filter((m, i) => m.role === 'user' && (i === 0 || recipeQuestion(m.content) === null));
  const turns = [...asked.map((m) => ({ message: m.content, preferences: preferencesOf(m.preferences) })), { message: input.message, preferences: input.preferences }];
  const q = understandConversation(turns, user.dietary_preference);
  const library = await tools.recipes.all();
  const answer = answerFromShown(library, q, input.message, lastShown(earlier)) ?? suggestFrom(library, q);
  const reply = await tools.ai.answerMealRequest({
    message: input.message,
    history: earlier.slice(-HISTORY_SENT).map((m) => ({ role: m.role, content: m.content })),
    understood: describeRequest(q),
    suggestions: answer.suggestions.map((s) => ({ name: s.name, description: s.description, reason: s.reasonForSuggestion })),
    draft: answer.draft,
  });
  const conversationId = await storeTurn(db, user, input, { content: reply.value, suggestions: answer.suggestions, engine: reply.engine });
  return { conversationId, response: reply.value, suggestions: answer.suggestions, engine: reply.engine };
}

interface Answer {
  draft: string;
  suggestions: MealSuggestion[];
}

function suggestFrom(library: readonly Recipe[], q: MealRequest): Answer {
  const { picked, relaxed } = selectRecipes(library, q);
  return { draft: draftReply(q, picked, relaxed), suggestions: picked.map((r) => toSuggestion(r, q)) };
}

/** The cards of the latest answer in the conversation. */
function lastShown(earlier: readonly MealMessageRow[]): MealSuggestion[] {
  const last = earlier.filter((m) => m.role === 'assistant').at(-1);
  return (last?.suggestions as MealSuggestion[] | null) ?? [];
}

/** A question about a recipe just shown ('how many calories is one serving?') is answered from that recipe, with its card. */
function answerFromShown(library: readonly Recipe[], q: MealRequest, message: string, shown: readonly MealSuggestion[]): Answer | null {
  const question = shown.length ? recipeQuestion(message) : null;
  const recipes = shown.flatMap((card) => library.filter((r) => r.id === card.id));
  const recipe = question ? recipeAskedAbout(message, recipes, (r) => r.ingredients.map((i) => i.name).join(' ')) : undefined;
  if (!question || !recipe) return null;
  const swap = question.substitute || question.shopping ? substitution(recipe, library, message, q.allergens) : null;
  return { draft: answerAboutRecipe(recipe, question, swap), suggestions: [toSuggestion(recipe, q)] };
}
