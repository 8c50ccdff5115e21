import { z } from 'zod';
import { engineNames, mealSuggestion, mealSuggestionsInput, suggestionPreferences } from '../../../src/schemas/ai.ts';
import { updateCustomFoodInput, type UpdateCustomFoodInput } from '../../../src/schemas/custom-food.ts';
import { targetChangeSources, targetsInput } from '../../../src/schemas/energy.ts';
import { MAX_ENTRY_KCAL } from '../../../src/domain/entry-amount.ts';
import { logDate } from '../../../src/schemas/entry-fields.ts';
import { isoDate, rangeField, rowId, trimmedString } from '../../../src/schemas/fields.ts';
import { createFoodLogInput } from '../../../src/schemas/food-log.ts';
import { MAX_MESSAGES, TITLE_CHARS } from '../../../src/schemas/meal-chat.ts';
import { nutrientKeySchema } from '../../../src/schemas/nutrients.ts';
import { ingredientAmount, recipeFields } from '../../../src/schemas/user-recipe.ts';
import { isRealDateTime } from './json-checks.ts';

/**
 * The sections of a Platewise export beyond the log and weigh-ins: what else the user owns. Ids in
 * the file (a custom food's, a recipe's) are references inside the file; the import gives new ones.
 */
const createdAt = z.string().refine(isRealDateTime, 'must be a real date and time, such as 2026-01-31T12:00:00Z').optional();
const ref = (label: string) => rowId(label).nullish();

export const customFoodEntry = updateCustomFoodInput;
export type CustomFoodEntry = UpdateCustomFoodInput;

const ingredientEntry = z
  .object({ customFoodId: ref('customFoodId'), foodId: ref('foodId'), recipeId: ref('recipeId'), amount: ingredientAmount, grams: rangeField('Grams', 0.01, 100_000) })
  .refine((i) => [i.customFoodId, i.foodId, i.recipeId].filter((v) => v != null).length === 1, { message: 'Give one of customFoodId, foodId or recipeId', path: ['foodId'] });

export const recipeEntry = z.object({
  ...recipeFields,
  id: rowId('Recipe id'),
  ingredients: z.array(ingredientEntry, { error: 'Ingredients must be a list' }).min(1, 'A recipe needs at least one ingredient').max(100, 'At most 100 ingredients'),
});
export type RecipeEntry = z.output<typeof recipeEntry>;

/** A saved meal's item: a food log entry without its day and meal. */
export const savedItemEntry = createFoodLogInput.omit({ userId: true, date: true, mealType: true, clientId: true }).extend({ customFoodId: ref('customFoodId') });
export const savedMealEntry = z.object({
  name: trimmedString('Name', 200).min(1, 'Name is required'),
  items: z.array(savedItemEntry, { error: 'Items must be a list' }).min(1, 'A saved meal needs at least one item').max(100, 'At most 100 items'),
  createdAt,
});
export type SavedMealEntry = z.output<typeof savedMealEntry>;

export const waterEntry = z.object({ date: logDate, ml: rangeField('ml', 1, 5_000, { integer: true }), createdAt });
export const activityEntry = z.object({
  date: logDate,
  code: z.string().regex(/^\d{5}$/, 'code must be a five-digit Compendium code').nullish(),
  name: trimmedString('Name', 200).min(1, 'Name is required'),
  minutes: rangeField('Minutes', 1, 1_440, { integer: true }),
  calories: rangeField('Calories', 0, MAX_ENTRY_KCAL, { integer: true }),
  source: z.enum(['met', 'watch'], { error: 'source must be met or watch' }),
  createdAt,
});
export const stepsEntry = z.object({ date: logDate, steps: rangeField('Steps', 0, 200_000, { integer: true }) });
export const targetChangeEntry = targetsInput.extend({
  date: isoDate,
  previousCalories: z.number().finite().min(0).max(20_000).nullish(),
  expenditure: z.number().finite().min(0).max(20_000).nullish(),
  source: z.enum(targetChangeSources, { error: 'Unknown source' }).default('import'),
});
export const nutrientTargetEntry = z.object({ nutrient: nutrientKeySchema, amount: z.number().finite().gt(0, 'amount must be greater than 0').max(1_000_000) });

/**
 * A meal assistant conversation with its messages in order: a question as typed with the preferences
 * it was sent with, an answer with its recipe cards. Nested, so no message can name another conversation.
 */
const questionEntry = z.object({ role: z.literal('user'), content: mealSuggestionsInput.shape.message, preferences: suggestionPreferences, createdAt });
const answerEntry = z.object({
  role: z.literal('assistant'),
  content: trimmedString('Answer', 20_000).min(1, 'Answer is required'),
  suggestions: z.array(mealSuggestion, { error: 'Suggestions must be a list' }).max(20, 'At most 20 suggestions').default([]),
  engine: z.enum(engineNames, { error: 'engine must be builtin or provider' }).nullish(),
  createdAt,
});
export const conversationEntry = z.object({
  title: trimmedString('Title', TITLE_CHARS).min(1, 'Title is required'),
  messages: z
    .array(z.discriminatedUnion('role', [questionEntry, answerEntry], { error: 'role must be user or assistant' }), { error: 'Messages must be a list' })
    .max(MAX_MESSAGES, `At most ${MAX_MESSAGES} messages`),
  createdAt,
  updatedAt: createdAt,
});
export type ConversationEntry = z.output<typeof conversationEntry>;

/** Goal and settings: each optional; null clears a goal or the own water target. */
export const settingsEntry = z
  .object({
    goalWeight: rangeField('Goal weight', 30, 300, { unit: 'kg' }).nullable(),
    goalRate: rangeField('Goal rate', 0.1, 1, { unit: 'kg' }).nullable(),
    waterTargetMl: rangeField('Water target', 500, 10_000, { integer: true }).nullable(),
    exerciseAddsToBudget: z.boolean({ error: 'exerciseAddsToBudget must be true or false' }),
  })
  .partial();

export type WaterEntry = z.output<typeof waterEntry>;
export type ActivityEntry = z.output<typeof activityEntry>;
export type StepsEntry = z.output<typeof stepsEntry>;
export type TargetChangeEntry = z.output<typeof targetChangeEntry>;
export type NutrientTargetEntry = z.output<typeof nutrientTargetEntry>;
export type SettingsEntry = z.output<typeof settingsEntry>;
