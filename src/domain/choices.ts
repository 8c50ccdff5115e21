// The fixed choices a user picks from, without their validation (schemas/enums.ts), so screens
// that only list or compare them do not load the validation library.
export const genders = ['male', 'female', 'other'] as const;
export const activityLevels = [
  'sedentary',
  'lightly_active',
  'moderately_active',
  'very_active',
  'extremely_active',
] as const;
export const fitnessGoals = ['lose_fat', 'build_muscle', 'maintain_weight'] as const;
export const dietaryPreferences = ['none', 'vegetarian', 'vegan', 'keto', 'paleo', 'mediterranean'] as const;
export const timelines = ['3_months', '6_months', '1_year', 'long_term'] as const;
export const weightUnits = ['kg', 'lb'] as const;
export const heightUnits = ['cm', 'ft_in'] as const;
/** The languages the UI ships complete, English first (decision 069). */
export const languages = ['en', 'es', 'de'] as const;

export type Gender = (typeof genders)[number];
export type ActivityLevel = (typeof activityLevels)[number];
export type FitnessGoal = (typeof fitnessGoals)[number];
export type DietaryPreference = (typeof dietaryPreferences)[number];
export type Timeline = (typeof timelines)[number];
export type WeightUnit = (typeof weightUnits)[number];
export type HeightUnit = (typeof heightUnits)[number];
export type Language = (typeof languages)[number];

export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof mealTypes)[number];

/** Where a food's numbers come from, as the log stores it. */
export const dataTypes = ['local', 'foundation', 'sr_legacy', 'survey', 'branded', 'Foundation', 'SR Legacy', 'Survey', 'Branded', 'custom', 'Custom'] as const;
