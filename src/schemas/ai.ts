import { z } from 'zod';
import { enumField } from './enums.ts';
import { rowId, trimmedString } from './fields.ts';
import type { MealType } from './food-log.ts';
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

export interface Nutrition {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  fiber: number;
  sugar: number;
  sodium: number;
}

export interface CoachSuggestion {
  suggestion: string;
  action: string;
  reasoning: string;
}

/** What 'Apply' does: open logging with a database food and portion, or set the targets shown. */
export type CoachApply =
  | { kind: 'log'; foodId: number; foodName: string; portion: string; grams: number; calories: number; protein: number; mealType: MealType }
  | { kind: 'target'; calories: number; protein: number; carbs: number; fats: number; currentCalories: number };

export interface DailySuggestion extends CoachSuggestion {
  engine: EngineName;
  /** The numbers behind the suggestion, one fact a line, from the user's logs and the database. */
  why: string[];
  apply?: CoachApply;
}

export interface LatestSuggestions {
  date: string;
  generatedAt: string | null;
  /** True when food was logged after these were generated. */
  stale: boolean;
  suggestions: DailySuggestion[];
}

export interface WeeklySummary {
  progress: string;
  improvements: string;
  recommendations: string[];
  daysLogged: number;
  engine: EngineName;
}

export interface SwapFood {
  name: string;
  servingSize: string;
  nutrition: { calories: number; protein: number; carbs: number; fats: number; fiber: number };
  foodId?: number;
  fdcId?: number | null;
}

export type SwapKind = 'protein' | 'carb' | 'snack' | 'vegetable' | 'other';

export interface SwapResult {
  id: string;
  originalFood: SwapFood;
  swapSuggestion: SwapFood;
  /** The kind of food suggested (the spec's swapType). */
  swapType: SwapKind;
  requestType: SwapRequestType;
  difficulty: 'easy' | 'moderate' | 'adventurous';
  confidenceScore: number;
  healthier: boolean;
  deltas: { calories: number; protein: number; carbs: number; fats: number; fiber: number };
  healthBenefits: string[];
  funFact: string;
  cookingTip: string;
  reasoning: string;
  engine: EngineName;
}

export interface QuickSwapResult {
  swapName: string;
  reason: string;
  benefits: string[];
  engine: EngineName;
}

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

export interface MealSuggestionsResult {
  conversationId: number;
  response: string;
  suggestions: MealSuggestion[];
  engine: EngineName;
}

export interface ParsedFood {
  /** The database food as it would be logged. */
  name: string;
  /** What was said for this food. */
  query: string;
  quantity: string;
  grams: number;
  /** The food's portion the grams come from: '2 × 1 taco (78 g) = 156 g'. */
  portion: string;
  mealType: MealType;
  confidence: number;
  foodId: number;
  fdcId: number | null;
  servingSize: string;
  dataType: string;
  nutrition: Nutrition;
}

export interface VoiceParseResult {
  success: boolean;
  message: string;
  foods: ParsedFood[];
  /** Said but not found in the food database. */
  unmatched: string[];
  engine: EngineName;
}

export interface PhotoFood {
  name: string;
  quantity: string;
  grams: number;
  /** The food's portion the grams come from. */
  portion: string;
  confidence: number;
  foodId: number;
  fdcId: number | null;
  nutrition: Nutrition;
}

export interface PhotoAnalysisResult {
  foodName: string;
  /** Percent. */
  confidence: number;
  description: string;
  servingSize: string;
  nutrition: Nutrition;
  foods: PhotoFood[];
  engine: EngineName;
  /** Set when the answer comes from a barcode read in the photo. */
  barcode?: string;
}
