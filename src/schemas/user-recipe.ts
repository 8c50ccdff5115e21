import { z } from 'zod';
import { isNegativeAmount } from '../domain/entry-amount.ts';
import { NUTRIENT_KEYS } from '../domain/micronutrients.ts';
import { enumField } from './enums.ts';
import { logDate } from './entry-fields.ts';
import { rowId, trimmedString } from './fields.ts';
import { mealTypes } from './food-log.ts';
import { nutrition } from './nutrition.ts';

/** Amounts are read by the portion engine ('200 g', '2 medium', '1 can'); a minus sign is refused before it. */
export const ingredientAmount = trimmedString('Amount', 100)
  .min(1, 'Amount is required')
  .refine((s) => !isNegativeAmount(s), 'Amount cannot be negative');

export const recipeIngredientInput = z
  .object({
    foodId: rowId('Food id').optional(),
    recipeId: rowId('Recipe id').optional(),
    amount: ingredientAmount,
  })
  .refine((i) => (i.foodId === undefined) !== (i.recipeId === undefined), { message: 'Choose a food or one of your recipes for each ingredient', path: ['foodId'] });
export type RecipeIngredientInput = z.output<typeof recipeIngredientInput>;

const minutes = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be whole minutes`).min(0, `${label} cannot be negative`).max(10_080, `${label} must be at most 10080 minutes`);

export const recipeStepInput = z.object({
  text: trimmedString('Step', 2000).min(1, 'Step text is required'),
  /** A timer for the step, when it says how long. */
  minutes: minutes('Step time').min(1, 'Step time must be at least 1 minute').nullish(),
});
export type RecipeStepInput = z.output<typeof recipeStepInput>;

export const servingsField = z
  .number({ error: 'Servings must be a number' })
  .refine(Number.isFinite, 'Servings must be a number')
  .positive('Servings must be more than zero')
  .max(1000, 'Servings must be at most 1000');

export const recipeFields = {
  name: trimmedString('Name', 200).min(1, 'Name is required'),
  servings: servingsField,
  ingredients: z.array(recipeIngredientInput, { error: 'Ingredients must be a list' }).min(1, 'A recipe needs at least one ingredient').max(100, 'At most 100 ingredients'),
  steps: z.array(recipeStepInput, { error: 'Steps must be a list' }).max(60, 'At most 60 steps').default([]),
  prepMinutes: minutes('Prep time').nullish(),
  cookMinutes: minutes('Cook time').nullish(),
  sourceUrl: z.url({ protocol: /^https?$/, error: 'Source URL must be an http or https address' }).max(2000, 'Source URL must be at most 2000 characters').nullish(),
};

export const createRecipeInput = z.object(recipeFields);
export type CreateRecipeInput = z.output<typeof createRecipeInput>;

export const recipeIdInput = z.object({ id: rowId('Recipe id') });

export const updateRecipeInput = z.object({ id: rowId('Recipe id'), ...recipeFields });
export type UpdateRecipeInput = z.output<typeof updateRecipeInput>;

/** Scaling multiplies every amount: by a factor, or so the recipe makes a number of servings. */
export const scaleRecipeInput = z
  .object({
    id: rowId('Recipe id'),
    factor: z.number({ error: 'Factor must be a number' }).positive('Factor must be more than zero').max(100, 'Factor must be at most 100').optional(),
    servings: servingsField.optional(),
  })
  .refine((v) => (v.factor === undefined) !== (v.servings === undefined), { message: 'Give either a factor or a number of servings', path: ['factor'] });
export type ScaleRecipeInput = z.output<typeof scaleRecipeInput>;

export const logRecipeInput = z.object({
  id: rowId('Recipe id'),
  servings: z.number({ error: 'Servings must be a number' }).positive('Servings must be more than zero').max(50, 'Servings must be at most 50'),
  date: logDate,
  mealType: enumField('Meal type', mealTypes),
});
export type LogRecipeInput = z.output<typeof logRecipeInput>;

/** The largest page (or pasted HTML) an import reads. */
export const RECIPE_PAGE_LIMIT = 2 * 1024 * 1024;

export const importRecipeInput = z
  .object({
    url: z.url({ protocol: /^https?$/, error: 'URL must be an http or https address' }).max(2000, 'URL must be at most 2000 characters').optional(),
    html: z.string({ error: 'HTML must be text' }).min(1, 'HTML is required').max(RECIPE_PAGE_LIMIT, 'HTML must be at most 2 MB').optional(),
  })
  .refine((v) => (v.url === undefined) !== (v.html === undefined), { message: 'Give either a URL or the page HTML', path: ['url'] });
export type ImportRecipeInput = z.output<typeof importRecipeInput>;

// Answers.

export const recipeIngredientDto = z.object({
  foodId: z.number().int().nullable(),
  recipeId: z.number().int().nullable(),
  name: z.string(),
  amount: z.string(),
  grams: z.number(),
  /** Which portion gave the grams: '2 × 1 medium (118 g) = 236 g'. */
  portion: z.string(),
  nutrition,
  /** This ingredient's part of the recipe's calories, 0-100. */
  calorieShare: z.number(),
});
export type RecipeIngredientDto = z.infer<typeof recipeIngredientDto>;

export const recipeStepDto = z.object({ text: z.string(), minutes: z.number().int().nullable() });

/** One tracked nutrient of a serving: what the ingredients that say it add up to, and how many did not say it. */
export const recipeNutrientDto = z.object({
  key: z.enum(NUTRIENT_KEYS),
  name: z.string(),
  unit: z.string(),
  amount: z.number(),
  /** Ingredients that did not say how much they hold: the amount is then at least this much. */
  lacking: z.number().int(),
});
export type RecipeNutrientDto = z.infer<typeof recipeNutrientDto>;

export const recipeDto = z.object({
  id: z.number().int(),
  name: z.string(),
  servings: z.number(),
  steps: z.array(recipeStepDto),
  prepMinutes: z.number().int().nullable(),
  cookMinutes: z.number().int().nullable(),
  sourceUrl: z.string().nullable(),
  ingredients: z.array(recipeIngredientDto),
  total: nutrition,
  perServing: nutrition,
  /** The tracked nutrients at least one ingredient reported, per serving. */
  perServingNutrients: z.array(recipeNutrientDto),
  totalGrams: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecipeDto = z.infer<typeof recipeDto>;

export const recipeSummaryDto = recipeDto.pick({ id: true, name: true, servings: true, perServing: true, updatedAt: true }).extend({ ingredientCount: z.number().int() });
export type RecipeSummaryDto = z.infer<typeof recipeSummaryDto>;

export const importedLineDto = z.object({
  line: z.string(),
  /** The food and amount found for the line, or null when it must be fixed by hand. */
  match: z
    .object({ foodId: z.number().int(), name: z.string(), amount: z.string(), grams: z.number(), calories: z.number() })
    .nullable(),
});

/** An imported page as a recipe to review: the recipe's own fields, and each ingredient line with its match. */
export const recipeDraftDto = recipeDto
  .pick({ name: true, servings: true, steps: true, prepMinutes: true, cookMinutes: true, sourceUrl: true })
  .extend({ lines: z.array(importedLineDto) });
export type RecipeDraftDto = z.infer<typeof recipeDraftDto>;
