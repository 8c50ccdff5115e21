import { z } from 'zod';
import type { EngineName, MealSuggestion } from './ai.ts';
import { enumField } from './enums.ts';
import { logDate } from './entry-fields.ts';
import { rowId, trimmedString } from './fields.ts';
import { mealTypes, type MealType } from './food-log.ts';

/** A conversation holds at most this many messages (questions and answers). */
export const MAX_MESSAGES = 200;
/** A conversation's title is its first line, cut to this many characters. */
export const TITLE_CHARS = 80;

export const conversationIdInput = z.object({ id: rowId('Conversation id') }, { error: 'Send the conversation id' });

const libraryRecipeId = trimmedString('Recipe id', 100).min(1, 'Recipe id is required');

export const mealRecipeInput = z.object({ recipeId: libraryRecipeId }, { error: 'Send the recipe id' });

export const logMealRecipeInput = z.object(
  {
    recipeId: libraryRecipeId,
    servings: z.number({ error: 'Servings must be a number' }).positive('Servings must be more than zero').max(50, 'Servings must be at most 50'),
    date: logDate,
    mealType: enumField('Meal type', mealTypes),
  },
  { error: 'Send the recipe id, servings, date and meal type' },
);
export type LogMealRecipeInput = z.output<typeof logMealRecipeInput>;

export interface ConversationSummary {
  id: number;
  title: string;
  updatedAt: string;
  messageCount: number;
}

export interface ConversationMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  suggestions: MealSuggestion[];
  engine: EngineName | null;
  createdAt: string;
}

export interface ConversationDto {
  id: number;
  title: string;
  updatedAt: string;
  messages: ConversationMessage[];
}

/** A library recipe as a suggestion card opens it: what goes in, one serving's numbers, and the steps. */
export interface MealRecipeDetail {
  id: string;
  name: string;
  description: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: 'easy' | 'medium' | 'hard';
  mealTypes: MealType[];
  ingredients: { name: string; text: string; grams: number }[];
  steps: { title: string; description: string; minutes: number }[];
  perServing: { calories: number; protein: number; carbs: number; fats: number; fiber: number; sugar: number; sodium: number };
  tags: string[];
  allergens: string[];
}
