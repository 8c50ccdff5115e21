import { z } from 'zod';
import { enumField } from './enums.ts';
import { rangeField, trimmedString } from './fields.ts';
import { mealTypes } from './food-log.ts';

export const stepTypes = ['prep', 'cook', 'rest', 'assemble', 'other'] as const;
export type StepType = (typeof stepTypes)[number];

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const difficultyField = z.preprocess(lower, enumField('Difficulty', difficulties));

/** Session ids are made by the server (UUIDs) but a saved session may come from elsewhere. */
export const sessionIdField = z
  .string({ error: 'Session id must be text' })
  .trim()
  .min(1, 'Session id is required')
  .max(100, 'Session id must be at most 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Session id may use only letters, digits, - and _');

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const grams = (label: string, max: number) =>
  z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(max, `${label} must be at most ${max}`);

export const recipeStep = z.object({
  id: trimmedString('Step id', 60).min(1, 'Step id is required'),
  title: trimmedString('Step title', 120).min(1, 'Step title is required'),
  description: trimmedString('Step description', 2000),
  /** Seconds. */
  duration: wholeNumber('Step duration', 1, 86_400),
  type: z.preprocess(lower, enumField('Step type', stepTypes)),
  temperature: trimmedString('Temperature', 60).optional(),
  tips: z.array(trimmedString('Tip', 300), { error: 'Tips must be a list of text' }).max(10, 'At most 10 tips per step').default([]),
});
export type RecipeStep = z.output<typeof recipeStep>;

export const recipeNutrition = z.object({
  calories: grams('Calories', 5_000),
  protein: grams('Protein', 500),
  carbs: grams('Carbs', 1_000),
  fats: grams('Fats', 500),
  fiber: grams('Fiber', 200).optional(),
  sugar: grams('Sugar', 500).optional(),
  sodium: grams('Sodium', 50_000).optional(),
});
export type RecipeNutrition = z.output<typeof recipeNutrition>;

/**
 * An ingredient line for the session's servings: the amount as the recipe words it ('2 salmon
 * fillets') and its weight when known. A bare text line (an AI proposal) has no weight.
 */
export const prepIngredient = z.preprocess(
  (v) => (typeof v === 'string' ? { text: v, grams: null } : v),
  z.object({
    text: trimmedString('Ingredient', 200).min(1, 'Ingredient is required'),
    grams: grams('Ingredient grams', 100_000).nullable().default(null),
  }),
);
export type PrepIngredient = z.output<typeof prepIngredient>;

/** A session as generate returns it and save takes it back; totalTime must be the sum of the step durations. */
export const mealPrepSession = z
  .preprocess(
    (v) => (v && typeof v === 'object' && !('id' in v) && 'sessionId' in v ? { ...v, id: (v as { sessionId: unknown }).sessionId } : v),
    z.object({
      id: sessionIdField,
      recipeName: trimmedString('Recipe name', 200).min(1, 'Recipe name is required'),
      recipeId: trimmedString('Recipe id', 100).optional(),
      difficulty: difficultyField,
      servings: wholeNumber('Servings', 1, 50),
      totalTime: wholeNumber('Total time', 1, 7 * 86_400),
      nutrition: recipeNutrition,
      ingredients: z.array(prepIngredient, { error: 'Ingredients must be a list' }).max(60, 'At most 60 ingredients').default([]),
      steps: z.array(recipeStep, { error: 'Steps must be a list' }).min(1, 'A session needs at least one step').max(60, 'At most 60 steps'),
    }),
  )
  .refine((s) => s.totalTime === s.steps.reduce((sum, step) => sum + step.duration, 0), {
    message: 'Total time must be the sum of the step durations in seconds',
    path: ['totalTime'],
  });
export type MealPrepSession = z.output<typeof mealPrepSession>;

/** What generate answers: a session ready to cook, and where it came from. */
// Answers are described without the limits a session sent to save is held to: a stored session may
// come from an import with sparse steps, which the mapper fills in (services/meal-prep/meal-prep-dto.ts).
const sessionDtoFields = z.object({
  id: z.string(),
  recipeName: z.string(),
  recipeId: z.string().optional(),
  difficulty: z.enum(difficulties),
  servings: z.number().int(),
  /** Seconds. */
  totalTime: z.number().int(),
  nutrition: z.object({
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fats: z.number(),
    fiber: z.number().optional(),
    sugar: z.number().optional(),
    sodium: z.number().optional(),
  }),
  ingredients: z.array(z.object({ text: z.string(), grams: z.number().nullable() })),
  steps: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      /** Seconds. */
      duration: z.number().int(),
      type: z.enum(stepTypes),
      temperature: z.string().optional(),
      tips: z.array(z.string()),
    }),
  ),
});

export const generatedSessionDto = sessionDtoFields.extend({ source: z.enum(['library', 'plan', 'provider', 'recipe']) });
export type GeneratedSession = z.output<typeof generatedSessionDto>;

export const mealPrepGenerateInput = z
  .object({
    recipeId: trimmedString('Recipe id', 100).min(1, 'Recipe id is required').optional(),
    planId: z.coerce.number({ error: 'Plan id must be a number' }).int('Plan id must be a whole number').positive('Plan id must be positive').max(2_147_483_647).optional(),
    day: rangeField('Day', 1, 14, { integer: true }).optional(),
    mealType: enumField('Meal type', mealTypes).optional(),
    /** Free text for a provider ('a quick vegan curry'); without one it picks from the library by its words. */
    request: trimmedString('Request', 300).optional(),
  })
  .refine((v) => v.planId === undefined || (v.day !== undefined && v.mealType !== undefined), {
    message: 'A planned meal needs planId, day and mealType',
    path: ['day'],
  });
export type MealPrepGenerateInput = z.output<typeof mealPrepGenerateInput>;

export const sessionIdInput = z.object({ id: sessionIdField });

/** A stored session; the recipe id travels only with a freshly generated one. */
export const mealPrepSessionDto = sessionDtoFields.omit({ recipeId: true }).extend({
  sessionId: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  savedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MealPrepSessionDto = z.output<typeof mealPrepSessionDto>;

/** Search of the built-in recipe library; no words lists it all. */
export const recipeLibraryInput = z.object({ q: trimmedString('Search', 100).optional() });

/** A library recipe as the studio's picker lists it. */
export const libraryRecipeSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cuisine: z.string(),
  difficulty: z.enum(difficulties),
  servings: z.number(),
  totalMinutes: z.number(),
  caloriesPerServing: z.number(),
});
export type LibraryRecipeSummary = z.output<typeof libraryRecipeSummaryDto>;
