import { z } from 'zod';
import { enumField } from './enums.ts';
import { rowId, trimmedString } from './fields.ts';
import { mealTypes } from '../domain/choices.ts';
import { foodSearchResultDto } from './food-search.ts';
import { difficulties } from './meal-prep.ts';

/** Which implementation answered: the built-in rules, or the configured AI provider. */
export const engineNames = ['builtin', 'provider'] as const;
export type EngineName = (typeof engineNames)[number];

const body = (what: string) => ({ error: `Send a JSON body with ${what}` });
const userId = z.string({ error: 'User id must be text' }).max(100).optional();

export const userOnlyInput = z.object({ userId }, body('userId')).optional();

export const swapRequestTypes = ['healthier', 'lower-calorie', 'higher-protein', 'lower-carb'] as const;
export type SwapRequestType = (typeof swapRequestTypes)[number];

export const MAX_CALORIE_DIFFERENCE = 150;

const grams = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(20_000);

export const swapFoodInput = z.object(
  {
    name: trimmedString('Food name', 120).min(1, 'Type a food to find swaps for'),
    servingSize: trimmedString('Serving size', 100).optional(),
    nutrition: z
      .object({
        calories: grams('Calories'),
        protein: grams('Protein'),
        carbs: grams('Carbs'),
        fats: grams('Fats'),
        fiber: grams('Fiber').optional(),
      })
      .optional(),
  },
  { error: 'food must be an object with a name' },
);
export type SwapFoodInput = z.infer<typeof swapFoodInput>;

export const swapsInput = z.object(
  {
    food: swapFoodInput,
    preferences: z
      .object({
        swapType: enumField('Swap type', swapRequestTypes).default('healthier'),
        maxCalorieDifference: z.number({ error: 'maxCalorieDifference must be a number' }).min(0).max(2000).default(MAX_CALORIE_DIFFERENCE),
      })
      .default({ swapType: 'healthier', maxCalorieDifference: MAX_CALORIE_DIFFERENCE }),
  },
  body('food and preferences'),
);
export type SwapsInput = z.infer<typeof swapsInput>;

export const quickSwapInput = z.object(
  {
    foodName: trimmedString('Food name', 120).min(1, 'Type a food to find a swap for'),
    swapType: enumField('Swap type', swapRequestTypes).default('healthier'),
  },
  body('foodName and swapType'),
);

const textList = (label: string) => z.array(trimmedString(label, 60), { error: `${label} must be a list of text` }).max(20).default([]);

export const cookingSkills = ['beginner', 'intermediate', 'advanced'] as const;

export const suggestionPreferences = z
  .object({
    dietaryRestrictions: textList('dietaryRestrictions'),
    allergies: textList('allergies'),
    cookingSkill: enumField('Cooking skill', cookingSkills).default('beginner'),
    availableTime: z.number({ error: 'availableTime must be a number of minutes' }).int().min(5).max(600).default(30),
    cuisinePreferences: textList('cuisinePreferences'),
    nutritionGoals: textList('nutritionGoals'),
  })
  .default({ dietaryRestrictions: [], allergies: [], cookingSkill: 'beginner', availableTime: 30, cuisinePreferences: [], nutritionGoals: [] });
export type SuggestionPreferences = z.infer<typeof suggestionPreferences>;

export const mealSuggestionsInput = z.object(
  {
    message: trimmedString('Message', 2000).min(1, 'Type a message for the meal assistant'),
    preferences: suggestionPreferences,
    /** Continue this conversation of the caller's; without one a new conversation starts. */
    conversationId: rowId('Conversation id').optional(),
  },
  body('message and preferences'),
);
export type MealSuggestionsInput = z.infer<typeof mealSuggestionsInput>;

export const parseFoodInput = z.object(
  { transcript: trimmedString('Transcript', 500).min(1, 'Say or type what you ate') },
  { error: 'transcript: Say or type what you ate' },
);

export const analyzePhotoInput = z.object(
  { image: z.string({ error: 'Send the photo as a base64 text' }).min(1, 'Send the photo as a base64 text') },
  { error: 'image: Send the photo as a base64 text' },
);

export const coachSuggestionDto = z.object({ suggestion: z.string(), action: z.string(), reasoning: z.string() });
export type CoachSuggestion = z.infer<typeof coachSuggestionDto>;

/** What 'Apply' does: open logging with a database food and portion, or set the targets shown. */
export const coachApplyDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('log'), foodId: z.number().int(), foodName: z.string(), portion: z.string(), grams: z.number(), calories: z.number(), protein: z.number(), mealType: z.enum(mealTypes) }),
  z.object({ kind: z.literal('target'), calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number(), currentCalories: z.number() }),
]);
export type CoachApply = z.infer<typeof coachApplyDto>;

export const dailySuggestionDto = coachSuggestionDto.extend({
  engine: z.enum(engineNames),
  /** The numbers behind the suggestion, one fact a line, from the user's logs and the database. */
  why: z.array(z.string()),
  apply: coachApplyDto.optional(),
});
export type DailySuggestion = z.infer<typeof dailySuggestionDto>;

export const latestSuggestionsDto = z.object({
  date: z.string(),
  generatedAt: z.string().nullable(),
  /** True when food was logged after these were generated. */
  stale: z.boolean(),
  suggestions: z.array(dailySuggestionDto),
});
export type LatestSuggestions = z.infer<typeof latestSuggestionsDto>;

export const weeklySummaryDto = z.object({
  progress: z.string(),
  improvements: z.string(),
  recommendations: z.array(z.string()),
  daysLogged: z.number().int(),
  engine: z.enum(engineNames),
});
export type WeeklySummary = z.infer<typeof weeklySummaryDto>;

const swapNumbers = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number(), fiber: z.number() });

export const swapFoodDto = z.object({
  name: z.string(),
  servingSize: z.string(),
  nutrition: swapNumbers,
  foodId: z.number().int().optional(),
  fdcId: z.number().int().nullable().optional(),
});
export type SwapFood = z.infer<typeof swapFoodDto>;

export const swapKinds = ['protein', 'carb', 'snack', 'vegetable', 'other'] as const;
export type SwapKind = (typeof swapKinds)[number];

export const swapResultDto = z.object({
  id: z.string(),
  originalFood: swapFoodDto,
  swapSuggestion: swapFoodDto,
  /** The kind of food suggested (the spec's swapType). */
  swapType: z.enum(swapKinds),
  requestType: z.enum(swapRequestTypes),
  difficulty: z.enum(['easy', 'moderate', 'adventurous']),
  confidenceScore: z.number(),
  healthier: z.boolean(),
  deltas: swapNumbers,
  healthBenefits: z.array(z.string()),
  funFact: z.string(),
  cookingTip: z.string(),
  reasoning: z.string(),
  engine: z.enum(engineNames),
});
export type SwapResult = z.infer<typeof swapResultDto>;

/** A swap as the swaps procedure answers it: the suggested food with its database entry. */
export const swapWithFoodDto = swapResultDto.extend({ swapSuggestion: swapFoodDto.extend({ food: foodSearchResultDto }) });

export const quickSwapResultDto = z.object({ swapName: z.string(), reason: z.string(), benefits: z.array(z.string()), engine: z.enum(engineNames) });
export type QuickSwapResult = z.infer<typeof quickSwapResultDto>;

/** A recipe card of the meal assistant; a schema because an import reads stored answers back (decision 070). */
export const mealSuggestion = z.object({
  /** A recipe of the shared library. */
  id: trimmedString('Recipe id', 100).min(1, 'Recipe id is required'),
  name: trimmedString('Name', 200).min(1, 'Name is required'),
  difficulty: enumField('Difficulty', difficulties),
  prepTime: z.number({ error: 'prepTime must be a number of minutes' }).min(0).max(10_080),
  description: trimmedString('Description', 2000),
  nutrition: z.object({ calories: grams('Calories'), protein: grams('Protein'), carbs: grams('Carbs'), fats: grams('Fats') }),
  dietaryTags: z.array(trimmedString('Tag', 60), { error: 'dietaryTags must be a list of text' }).max(30),
  reasonForSuggestion: trimmedString('Reason', 2000),
});
export type MealSuggestion = z.output<typeof mealSuggestion>;

export const mealSuggestionsResultDto = z.object({
  conversationId: z.number().int(),
  response: z.string(),
  suggestions: z.array(mealSuggestion),
  engine: z.enum(engineNames),
});
export type MealSuggestionsResult = z.infer<typeof mealSuggestionsResultDto>;

const nutritionDto = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number(), fiber: z.number(), sugar: z.number(), sodium: z.number() });

export const parsedFoodDto = z.object({
  /** The database food as it would be logged. */
  name: z.string(),
  /** What was said for this food. */
  query: z.string(),
  quantity: z.string(),
  grams: z.number(),
  /** The food's portion the grams come from: '2 × 1 taco (78 g) = 156 g'. */
  portion: z.string(),
  mealType: z.enum(mealTypes),
  confidence: z.number(),
  foodId: z.number().int(),
  fdcId: z.number().int().nullable(),
  servingSize: z.string(),
  dataType: z.string(),
  nutrition: nutritionDto,
});
export type ParsedFood = z.infer<typeof parsedFoodDto>;

export const voiceParseResultDto = z.object({
  success: z.boolean(),
  message: z.string(),
  foods: z.array(parsedFoodDto),
  /** Said but not found in the food database. */
  unmatched: z.array(z.string()),
  engine: z.enum(engineNames),
});
export type VoiceParseResult = z.infer<typeof voiceParseResultDto>;

export const photoFoodDto = z.object({
  name: z.string(),
  quantity: z.string(),
  grams: z.number(),
  /** The food's portion the grams come from. */
  portion: z.string(),
  confidence: z.number(),
  foodId: z.number().int(),
  fdcId: z.number().int().nullable(),
  nutrition: nutritionDto,
});
export type PhotoFood = z.infer<typeof photoFoodDto>;

export const photoAnalysisResultDto = z.object({
  foodName: z.string(),
  /** Percent. */
  confidence: z.number(),
  description: z.string(),
  servingSize: z.string(),
  nutrition: nutritionDto,
  foods: z.array(photoFoodDto),
  engine: z.enum(engineNames),
  /** Set when the answer comes from a barcode read in the photo. */
  barcode: z.string().optional(),
});
export type PhotoAnalysisResult = z.infer<typeof photoAnalysisResultDto>;
