import { z } from 'zod';
import { engineNames, mealSuggestion } from './ai.ts';
import { enumField } from './enums.ts';
import { logDate } from './entry-fields.ts';
import { rowId, trimmedString } from './fields.ts';
import { mealTypes } from './food-log.ts';
import { difficulties } from './meal-prep.ts';

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

export const conversationSummaryDto = z.object({ id: z.number().int(), title: z.string(), updatedAt: z.string(), messageCount: z.number().int() });
export type ConversationSummary = z.infer<typeof conversationSummaryDto>;

export const conversationMessageDto = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  suggestions: z.array(mealSuggestion),
  engine: z.enum(engineNames).nullable(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageDto>;

export const conversationDto = z.object({ id: z.number().int(), title: z.string(), updatedAt: z.string(), messages: z.array(conversationMessageDto) });
export type ConversationDto = z.infer<typeof conversationDto>;

/** A library recipe as a suggestion card opens it: what goes in, one serving's numbers, and the steps. */
export const mealRecipeDetailDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  servings: z.number(),
  prepMinutes: z.number(),
  cookMinutes: z.number(),
  difficulty: z.enum(difficulties),
  mealTypes: z.array(z.enum(mealTypes)),
  ingredients: z.array(z.object({ name: z.string(), text: z.string(), grams: z.number() })),
  steps: z.array(z.object({ title: z.string(), description: z.string(), minutes: z.number() })),
  perServing: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number(), fiber: z.number(), sugar: z.number(), sodium: z.number() }),
  tags: z.array(z.string()),
  allergens: z.array(z.string()),
});
export type MealRecipeDetail = z.infer<typeof mealRecipeDetailDto>;
