import { z } from 'zod';
import { macroKcal } from '../domain/energy.ts';
import { isValidGtin } from '../domain/gtin.ts';
import { NUTRIENTS, type NutrientKey } from '../domain/micronutrients.ts';
import { rowId, trimmedString } from './fields.ts';

/** An amount per serving: a finite number, not negative, at most `max`. */
const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a finite number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

/**
 * The optional nutrients a custom food may carry, per serving, in the units the foods table stores
 * (grams, sodium in milligrams). One place: a nutrient added to foods is added here and to
 * CUSTOM_FOOD_NUTRIENT_COLUMNS on the server, and the form, REST, OpenAPI and checks follow.
 */
export const customFoodNutrients = {
  fiber: amount('Fibre', 1_000).nullish(),
  sugar: amount('Sugar', 2_000).nullish(),
  saturatedFat: amount('Saturated fat', 2_000).nullish(),
  sodium: amount('Sodium', 100_000).nullish(),
};
export type CustomFoodNutrient = keyof typeof customFoodNutrients;

/** The other tracked nutrients (decision 046); saturated fat is one of the label's fields above. */
export const CUSTOM_FOOD_MICRONUTRIENTS = NUTRIENTS.filter((x) => x.key !== 'saturatedFat');
export type CustomFoodMicronutrient = Exclude<NutrientKey, 'saturatedFat'>;
/** Grams in one of each unit, to weigh a nutrient against the serving. */
export const GRAMS_PER_UNIT = { g: 1, mg: 1e-3, 'µg': 1e-6 } as const;
/** Upper bounds per serving by unit: 2 kg, 100 g in mg (as sodium), 1 g in µg. */
const MAX_BY_UNIT = { g: 2_000, mg: 100_000, 'µg': 1_000_000 } as const;

type MicroShape = Record<CustomFoodMicronutrient, z.ZodOptional<z.ZodNullable<ReturnType<typeof amount>>>>;
/**
 * Micronutrients per serving, each optional: a box left empty (null or missing) is unknown, never 0.
 * Unknown keys are refused, naming them.
 */
export const customFoodMicronutrients = z
  .strictObject(Object.fromEntries(CUSTOM_FOOD_MICRONUTRIENTS.map((x) => [x.key, amount(x.name, MAX_BY_UNIT[x.unit]).nullish()])) as MicroShape, {
    error: (issue) => (issue.code === 'invalid_type' ? 'nutrients must be an object of amounts per serving' : undefined),
  })
  .optional()
  .transform((v) => v ?? {});

export const MAX_KCAL_PER_100G = 900;
/** Labels round small values (under 5 kcal is printed as 0), so a few kcal of slack on top of 20%. */
const ENERGY_SLACK = { ratio: 1.2, kcal: 5 };

export const barcodeField = z
  .string({ error: 'Barcode must be text' })
  .trim()
  .regex(/^(\d{8}|\d{12}|\d{13})$/, { message: 'Barcode must be 8, 12 or 13 digits', abort: true })
  .refine(isValidGtin, { message: 'Barcode has a wrong check digit: check the number under the bars', abort: true });

const optionalText = (label: string, max: number) =>
  trimmedString(label, max)
    .nullish()
    .transform((v) => (v ? v : null));

const fields = z.object({
  name: trimmedString('Name', 200).min(1, 'Name is required'),
  brand: optionalText('Brand', 200),
  // A form's empty box means no barcode.
  barcode: z.preprocess((v) => (v === '' ? null : v), barcodeField.nullish()).transform((v) => v ?? null),
  servingDescription: trimmedString('Serving description', 100).min(1, 'Serving description is required'),
  servingGrams: z
    .number({ error: 'Serving grams must be a number' })
    .refine(Number.isFinite, 'Serving grams must be a finite number')
    .gt(0, 'Serving grams must be more than 0')
    .max(5_000, 'Serving grams must be at most 5000'),
  calories: amount('Calories', 20_000),
  protein: amount('Protein', 2_000),
  carbs: amount('Carbs', 2_000),
  fats: amount('Fats', 2_000),
  ...customFoodNutrients,
  nutrients: customFoodMicronutrients,
});

type Fields = z.output<typeof fields>;

/** Checks across fields: what no real food can be. Each issue names the field to fix. */
function plausible(food: Fields, ctx: z.RefinementCtx) {
  const per100 = (value: number) => (value * 100) / food.servingGrams;
  if (per100(food.calories) > MAX_KCAL_PER_100G) {
    ctx.addIssue({ code: 'custom', path: ['calories'], message: `Calories must be at most ${MAX_KCAL_PER_100G} per 100 g (pure fat has about 900)` });
  }
  for (const key of ['protein', 'carbs', 'fats', 'fiber', 'sugar', 'saturatedFat'] as const) {
    const grams = food[key];
    if (grams != null && grams > food.servingGrams) ctx.addIssue({ code: 'custom', path: [key], message: `${key === 'saturatedFat' ? 'Saturated fat' : key[0]!.toUpperCase() + key.slice(1)} cannot weigh more than the serving (${food.servingGrams} g)` });
  }
  if (food.protein + food.carbs + food.fats > food.servingGrams) {
    ctx.addIssue({ code: 'custom', path: ['fats'], message: `Protein, carbs and fats together cannot weigh more than the serving (${food.servingGrams} g)` });
  }
  for (const x of CUSTOM_FOOD_MICRONUTRIENTS) {
    const v = food.nutrients[x.key];
    if (v != null && v * GRAMS_PER_UNIT[x.unit] > food.servingGrams) {
      ctx.addIssue({ code: 'custom', path: ['nutrients', x.key], message: `${x.name} cannot weigh more than the serving (${food.servingGrams} g)` });
    }
  }
  const { transFat, addedSugar } = food.nutrients;
  if (transFat != null && transFat > food.fats) ctx.addIssue({ code: 'custom', path: ['nutrients', 'transFat'], message: 'Trans fat cannot be more than the fats' });
  if (addedSugar != null && addedSugar > (food.sugar ?? food.carbs)) {
    ctx.addIssue({ code: 'custom', path: ['nutrients', 'addedSugar'], message: `Added sugar cannot be more than the ${food.sugar == null ? 'carbs' : 'sugar'}` });
  }
  if (food.sugar != null && food.sugar > food.carbs) ctx.addIssue({ code: 'custom', path: ['sugar'], message: 'Sugar cannot be more than the carbs' });
  if (food.saturatedFat != null && food.saturatedFat > food.fats) ctx.addIssue({ code: 'custom', path: ['saturatedFat'], message: 'Saturated fat cannot be more than the fats' });
  const energy = macroKcal(food);
  if (energy > food.calories * ENERGY_SLACK.ratio + ENERGY_SLACK.kcal) {
    ctx.addIssue({
      code: 'custom',
      path: ['calories'],
      message: `Calories are too low for the macros: protein, carbs and fats give about ${Math.round(energy)} kcal, more than 20% above ${food.calories}`,
    });
  }
}

export const customFoodId = rowId('Custom food id');

/** A new custom food: numbers per serving, as printed on a label. */
export const createCustomFoodInput = fields.superRefine(plausible);
export type CreateCustomFoodInput = z.output<typeof createCustomFoodInput>;
export type CustomFoodFormValues = z.input<typeof createCustomFoodInput>;

/** The whole food again, with its id: every field is replaced. */
export const updateCustomFoodInput = fields.extend({ id: customFoodId }).superRefine(plausible);
export type UpdateCustomFoodInput = z.output<typeof updateCustomFoodInput>;

export const customFoodIdInput = z.object({ id: customFoodId });

const nullableNumber = z.number().nullable();

/** A custom food as its owner sees it: the numbers per serving they entered, rounded as stored. */
export const customFoodDto = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  barcode: z.string().nullable(),
  servingDescription: z.string(),
  servingGrams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
  fiber: nullableNumber,
  sugar: nullableNumber,
  saturatedFat: nullableNumber,
  sodium: nullableNumber,
  /** Known micronutrients per serving; a missing key is unknown. */
  nutrients: z.object(Object.fromEntries(CUSTOM_FOOD_MICRONUTRIENTS.map((x) => [x.key, z.number().optional()])) as Record<CustomFoodMicronutrient, z.ZodOptional<z.ZodNumber>>),
});
export type CustomFoodDto = z.infer<typeof customFoodDto>;
