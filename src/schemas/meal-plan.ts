import { z } from 'zod';
import { allergens, dietTags, type Allergen, type DietTag } from '../domain/meal-plan-diet.ts';
import { enumField } from './enums.ts';
import { logDate } from './entry-fields.ts';
import { rangeField, rowId, trimmedString } from './fields.ts';
import { mealTypes } from './food-log.ts';
import { difficulties, difficultyField } from './meal-prep.ts';
import { lookupTable } from '../domain/lookup.ts';
import { DEFAULT_MEAL_SHARES } from '../domain/meal-plan-targets.ts';

export const budgets = ['low', 'medium', 'high'] as const;
export type Budget = (typeof budgets)[number];
export const cookingSkills = ['beginner', 'intermediate', 'advanced'] as const;
export type CookingSkill = (typeof cookingSkills)[number];

/** What the generator form starts with. */
export const MEAL_PLAN_DEFAULTS = { days: 7, maxCookingTime: 45, servings: 1, cookingSkill: 'intermediate', budget: 'medium', difficulty: 'Medium' } as const;
export const MAX_PLAN_DAYS = 14;

const RESTRICTION_ALIASES = lookupTable<DietTag>({
  'plant-based': 'vegan', ketogenic: 'keto', pescetarian: 'pescatarian', 'no-gluten': 'gluten-free', coeliac: 'gluten-free', celiac: 'gluten-free',
  'lactose-free': 'dairy-free', 'no-dairy': 'dairy-free', 'peanut-free': 'nut-free', 'tree-nut-free': 'nut-free', 'no-nuts': 'nut-free',
  'egg-free': 'egg-free', 'seafood-free': 'shellfish-free', 'low-carbs': 'low-carb', 'high-proteins': 'high-protein',
});
const ALLERGY_ALIASES = lookupTable<Allergen>({
  nuts: 'nut', peanut: 'nut', peanuts: 'nut', 'tree-nuts': 'nut', 'tree-nut': 'nut', milk: 'dairy', lactose: 'dairy', eggs: 'egg',
  wheat: 'gluten', soya: 'soy', seafood: 'shellfish', crustaceans: 'shellfish',
});

const slug = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/g, '-') : v);

const restriction = z.preprocess(
  (v) => {
    const s = slug(v);
    return typeof s === 'string' ? (RESTRICTION_ALIASES[s] ?? s) : s;
  },
  z.enum(dietTags, { error: `Dietary restrictions must be among: ${dietTags.join(', ')}` }),
);

const allergy = z.preprocess(
  (v) => {
    const s = slug(v);
    return typeof s === 'string' ? (ALLERGY_ALIASES[s] ?? s.replace(/-free$/, '')) : s;
  },
  z.enum(allergens, { error: `Allergies must be among: ${allergens.join(', ')}` }),
);

const lowerEnum = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), enumField(label, values));

/** A list field; a single text counts as a one-item list and 'none' as nothing. */
const listOf = <T extends z.ZodType>(label: string, item: T, max: number) =>
  z.preprocess(
    (v) => {
      const list = typeof v === 'string' ? [v] : v;
      return Array.isArray(list) ? list.filter((x) => slug(x) !== 'none' && slug(x) !== '') : list;
    },
    z.array(item, { error: `${label} must be a list` }).max(max, `${label} can have at most ${max} entries`).default([]),
  );

/** A main meal's share of the day's calories, in percent: [lowest, highest]. */
const shareBand = (label: string) =>
  z
    .tuple([rangeField(`${label} share`, 0, 100, { integer: true }), rangeField(`${label} share`, 0, 100, { integer: true })], { error: `${label} share must be [lowest, highest]` })
    .refine(([low, high]) => low <= high, `${label} share must go from the lowest to the highest percentage`);

export const mealShares = z
  .object({ breakfast: shareBand('Breakfast'), lunch: shareBand('Lunch'), dinner: shareBand('Dinner') }, { error: 'Meal shares must be breakfast, lunch and dinner' })
  .refine((s) => s.breakfast[0] + s.lunch[0] + s.dinner[0] <= 100, { message: 'The lowest shares of breakfast, lunch and dinner add up to more than 100%', path: ['breakfast'] });

export const mealPlanPreferences = z.object({
  days: rangeField('Days', 1, MAX_PLAN_DAYS, { integer: true }).default(MEAL_PLAN_DEFAULTS.days),
  dietaryRestrictions: listOf('Dietary restrictions', restriction, 12),
  allergies: listOf('Allergies', allergy, allergens.length),
  cuisinePreferences: listOf('Cuisine preferences', trimmedString('Cuisine', 40).min(1, 'Cuisine cannot be empty'), 10),
  cookingSkill: lowerEnum('Cooking skill', cookingSkills).default(MEAL_PLAN_DEFAULTS.cookingSkill),
  maxCookingTime: rangeField('Max cooking time', 5, 240, { integer: true, unit: 'minutes' }).default(MEAL_PLAN_DEFAULTS.maxCookingTime),
  budget: lowerEnum('Budget', budgets).default(MEAL_PLAN_DEFAULTS.budget),
  /** People the shopping list is for (one unless the form says more); nutrition stays per person. */
  servings: rangeField('Servings', 1, 12, { integer: true }).default(MEAL_PLAN_DEFAULTS.servings),
  /** Each main meal's share of the day's calories; snacks take the rest. */
  mealShares: mealShares.default(() => mealShares.parse(DEFAULT_MEAL_SHARES)),
});
export type MealPlanPreferences = z.output<typeof mealPlanPreferences>;

export const generateMealPlanInput = z.object({
  userId: z.string({ error: 'User id must be text' }).max(100).optional(),
  preferences: mealPlanPreferences.default(() => mealPlanPreferences.parse({})),
});
export type GenerateMealPlanInput = z.output<typeof generateMealPlanInput>;

export const mealPlanId = rowId('Meal plan id');

export const mealPlanIdInput = z.object({ id: mealPlanId });

export const logPlannedMealInput = z.object({
  planId: mealPlanId,
  day: rangeField('Day', 1, MAX_PLAN_DAYS, { integer: true }),
  mealType: enumField('Meal type', mealTypes),
  /** Defaults to the plan's day: day 1 is the day the plan was made, in the user's time zone. */
  date: logDate.optional(),
});
export type LogPlannedMealInput = z.output<typeof logPlannedMealInput>;

/** 'Log this day': every meal planned for the day, to that day's date unless one is given. */
export const logPlannedDayInput = logPlannedMealInput.omit({ mealType: true });
export type LogPlannedDayInput = z.output<typeof logPlannedDayInput>;

const amount = (label: string, max: number) => rangeField(label, 0, max);
const macroFields = { calories: amount('Calories', 100_000), protein: amount('Protein', 10_000), carbs: amount('Carbs', 10_000), fats: amount('Fats', 10_000) };
export const macroNumbers = z.object(macroFields);
export type MacroNumbers = z.output<typeof macroNumbers>;

/**
 * One meal of a plan, as the generator writes it and the plan screens read it; a plan from a file
 * is held to it too, since a meal missing a field breaks the screen that shows it.
 */
export const plannedMeal = z.object({
  day: rangeField('Day', 1, MAX_PLAN_DAYS, { integer: true }),
  mealType: enumField('Meal type', mealTypes),
  /** Same as mealType, for readers that look for `type`. */
  type: enumField('Meal type', mealTypes),
  name: trimmedString('Meal name', 200).min(1, 'Meal name is required'),
  recipeId: trimmedString('Recipe id', 100),
  description: trimmedString('Description', 2_000),
  cuisine: trimmedString('Cuisine', 40),
  /** Minutes. */
  prepTime: rangeField('Prep time', 0, 1_440, { integer: true }),
  cookingTime: rangeField('Cooking time', 0, 1_440, { integer: true }),
  totalTime: rangeField('Total time', 0, 2_880, { integer: true }),
  difficulty: difficultyField,
  /** Portion of the recipe's serving eaten by one person (0.5 to 2). */
  servings: rangeField('Portion', 0.1, 10),
  ...macroFields,
  nutrition: z.object({ ...macroFields, fiber: amount('Fiber', 10_000), sugar: amount('Sugar', 10_000), sodium: amount('Sodium', 1_000_000) }),
  ingredients: z.array(trimmedString('Ingredient', 300), { error: 'Ingredients must be a list of text' }).max(100, 'At most 100 ingredients'),
  tags: z.array(enumField('Tag', dietTags), { error: 'Tags must be a list' }).max(dietTags.length),
});
export type PlannedMeal = z.output<typeof plannedMeal>;

const macroDto = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() });

// Answers are described without the limits a plan from a file is held to: the meals stored before
// those limits are shown as they are.
const plannedMealDto = macroDto.extend({
  day: z.number().int(),
  mealType: z.enum(mealTypes),
  type: z.enum(mealTypes),
  name: z.string(),
  recipeId: z.string(),
  description: z.string(),
  cuisine: z.string(),
  prepTime: z.number(),
  cookingTime: z.number(),
  totalTime: z.number(),
  difficulty: z.enum(difficulties),
  servings: z.number(),
  nutrition: macroDto.extend({ fiber: z.number(), sugar: z.number(), sodium: z.number() }),
  ingredients: z.array(z.string()),
  tags: z.array(z.enum(dietTags)),
});

export const planDay = z.object({
  day: z.number().int(),
  breakfast: plannedMealDto,
  lunch: plannedMealDto,
  dinner: plannedMealDto,
  snack: plannedMealDto.optional(),
  totals: macroDto,
});
export type PlanDay = z.output<typeof planDay>;

export const shoppingItem = z.object({
  name: trimmedString('Item', 200).min(1, 'Item is required'),
  quantity: trimmedString('Quantity', 200),
  grams: rangeField('Grams', 0, 1_000_000),
});
export type ShoppingItem = z.output<typeof shoppingItem>;

/** One aisle of a plan's shopping list. */
export const shoppingCategory = z.object({
  category: trimmedString('Aisle', 100).min(1, 'Aisle is required'),
  items: z.array(shoppingItem, { error: 'Items must be a list' }).max(500, 'At most 500 items per aisle'),
});
export type ShoppingCategory = z.output<typeof shoppingCategory>;

export const planTargets = macroNumbers.extend({
  /** Where each number came from: the user's profile or the spec's fallback. */
  source: z.enum(['profile', 'default'], { error: 'Targets source must be profile or default' }),
});
export type PlanTargets = z.output<typeof planTargets>;

/** What a plan keeps beside its meals (the preferences column): each part may be missing in older plans. */
export const storedPlanNotes = z
  .object({
    preferences: mealPlanPreferences.extend({ restrictions: z.array(restriction, { error: 'Restrictions must be a list' }).max(dietTags.length).default([]) }),
    targets: planTargets,
    warnings: z.array(trimmedString('Warning', 300), { error: 'Warnings must be a list of text' }).max(50, 'At most 50 warnings'),
    description: trimmedString('Description', 2_000),
  })
  .partial();

/** A plan as the plan screens read it; the procedures check their answers against it. */
export const mealPlanDto = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  duration: z.string(),
  totalDays: z.number().int(),
  servings: z.number(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  /** See docs/decisions/010: per-day average in a plan's own answer, plan total in the list. */
  totalCalories: z.number(),
  totalProtein: z.number(),
  totalCarbs: z.number(),
  totalFats: z.number(),
  dailyAverages: macroDto,
  planTotals: macroDto,
  days: z.array(planDay),
  meals: z.array(plannedMealDto),
  shoppingList: z.array(z.object({ category: z.string(), items: z.array(z.object({ name: z.string(), quantity: z.string(), grams: z.number() })) })),
  /** The shopping list as plain lines, for readers that expect text items. */
  shoppingItems: z.array(z.string()),
  preferences: z.object({
    days: z.number().int(),
    dietaryRestrictions: z.array(z.enum(dietTags)),
    allergies: z.array(z.enum(allergens)),
    cuisinePreferences: z.array(z.string()),
    cookingSkill: z.enum(cookingSkills),
    maxCookingTime: z.number(),
    budget: z.enum(budgets),
    servings: z.number(),
    mealShares: z.object({ breakfast: z.tuple([z.number(), z.number()]), lunch: z.tuple([z.number(), z.number()]), dinner: z.tuple([z.number(), z.number()]) }),
    restrictions: z.array(z.enum(dietTags)),
  }),
  targets: macroDto.extend({ source: z.enum(['profile', 'default']) }),
  /** Targets the library could not reach on some days, e.g. 'Protein was below target by more than 10% on days 2, 5'. */
  warnings: z.array(z.string()),
});
export type MealPlanDto = z.output<typeof mealPlanDto>;

/** A plan in its own answer (generate, get). */
export const mealPlanAnswerDto = z.object({ mealPlan: mealPlanDto });
