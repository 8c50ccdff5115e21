import type { MealSuggestion, MealSuggestionsInput, MealSuggestionsResult } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Recipe } from '../recipes/recipe-library.ts';
import { describeRequest, understandConversation, type MealRequest } from '../../../src/domain/meal-request.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { MAX_MESSAGES } from '../../../src/schemas/meal-chat.ts';
import { conversationMessages, preferencesOf, storeTurn } from './meal-conversations.ts';

const SUGGESTIONS = 3;
/** Earlier messages sent to a model with a follow-up: enough for the context, bounded for the prompt. */
const HISTORY_SENT = 12;

/** The fields the assistant reads from the shared recipe library. */
export type MealRecipe = Pick<Recipe, 'id' | 'name' | 'description' | 'mealTypes' | 'cuisine' | 'difficulty' | 'prepMinutes' | 'cookMinutes' | 'perServing' | 'tags' | 'allergens'> & {
  ingredients: { name: string }[];
};

const minutesOf = (r: MealRecipe) => r.prepMinutes + r.cookMinutes;

function fits(r: MealRecipe, q: MealRequest, relax: { time: boolean; meal: boolean; skill: boolean }): boolean {
  const tags = r.tags as string[];
  if (!q.diets.every((d) => tags.includes(d))) return false;
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
  if (q.goals.includes('high-protein')) s += Math.min(3, n.protein / 10);
  if (q.goals.includes('low-carb')) s += Math.max(0, 3 - n.carbs / 15);
  if (q.goals.includes('low-calorie')) s += Math.max(0, 3 - n.calories / 200);
  return s - minutesOf(r) / 60;
}

/** Strict matches first; if fewer than 3, time, skill and then meal type are relaxed in turn (diets and allergies never). */
export function selectRecipes(recipes: readonly MealRecipe[], q: MealRequest): { picked: MealRecipe[]; relaxed: string[] } {
  const steps = [
    { relax: { time: false, meal: false, skill: false }, note: '' },
    { relax: { time: true, meal: false, skill: false }, note: `some take longer than ${q.maxMinutes} minutes` },
    { relax: { time: true, meal: false, skill: true }, note: 'some need more cooking skill' },
    { relax: { time: true, meal: true, skill: true }, note: 'some are for another meal' },
  ];
  const picked: MealRecipe[] = [];
  const relaxed: string[] = [];
  for (const step of steps) {
    const more = recipes
      .filter((r) => !picked.includes(r) && fits(r, q, step.relax))
      .sort((a, b) => score(b, q) - score(a, q) || a.id.localeCompare(b.id))
      .slice(0, SUGGESTIONS - picked.length);
    if (more.length && step.note) relaxed.push(step.note);
    picked.push(...more);
    if (picked.length >= SUGGESTIONS) break;
  }
  return { picked, relaxed };
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
    dietaryTags: r.tags,
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
  recipes: { all(): Promise<MealRecipe[]> };
  ai: AiEngine;
}

/**
 * The meal assistant: reads the whole conversation as one request, picks recipes from the shared
 * library, replies, and stores the turn in the caller's conversation (a new one without an id).
 */
export async function suggestMeals(db: Database, tools: MealTools, user: UserRow, input: MealSuggestionsInput): Promise<MealSuggestionsResult> {
  const earlier = input.conversationId === undefined ? [] : await conversationMessages(db, user, input.conversationId);
  if (earlier.length >= MAX_MESSAGES) throw new AppError('BAD_REQUEST', 'conversationFull');
  const turns = [...earlier.filter((m) => m.role === 'user').map((m) => ({ message: m.content, preferences: preferencesOf(m.preferences) })), { message: input.message, preferences: input.preferences }];
  const q = understandConversation(turns, user.dietary_preference);
  const { picked, relaxed } = selectRecipes(await tools.recipes.all(), q);
  const suggestions = picked.map((r) => toSuggestion(r, q));
  const reply = await tools.ai.answerMealRequest({
    message: input.message,
    history: earlier.slice(-HISTORY_SENT).map((m) => ({ role: m.role, content: m.content })),
    understood: describeRequest(q),
    suggestions: suggestions.map((s) => ({ name: s.name, description: s.description, reason: s.reasonForSuggestion })),
    draft: draftReply(q, picked, relaxed),
  });
  const conversationId = await storeTurn(db, user, input, { content: reply.value, suggestions, engine: reply.engine });
  return { conversationId, response: reply.value, suggestions, engine: reply.engine };
}
