import { CUSTOM_FOOD_MICRONUTRIENTS, createCustomFoodInput, type CustomFoodDto, type CustomFoodFormValues, type CustomFoodMicronutrient } from '../../../src/schemas/custom-food.ts';

/** The form's values: number boxes hold '' while empty. */
export interface CustomFoodValues {
  name: string;
  brand: string;
  barcode: string;
  servingDescription: string;
  servingGrams: number | string;
  calories: number | string;
  protein: number | string;
  carbs: number | string;
  fats: number | string;
  fiber: number | string;
  sugar: number | string;
  saturatedFat: number | string;
  sodium: number | string;
  /** The "More nutrients" boxes, by nutrient key. */
  nutrients: Record<CustomFoodMicronutrient, number | string>;
}

/** The optional nutrients, in the schema's order. */
export const OPTIONAL_NUTRIENTS = ['fiber', 'sugar', 'saturatedFat', 'sodium'] as const satisfies readonly (keyof CustomFoodValues)[];

/** The "More nutrients" boxes: every other nutrient the app tracks, with its unit. */
export const MORE_NUTRIENTS = CUSTOM_FOOD_MICRONUTRIENTS.map((x) => ({ key: x.key, unit: x.unit }));

const eachNutrient = <T>(value: (key: CustomFoodMicronutrient) => T) =>
  Object.fromEntries(CUSTOM_FOOD_MICRONUTRIENTS.map((x) => [x.key, value(x.key)])) as Record<CustomFoodMicronutrient, T>;

/** A new food's form; `servingDescription` is the usual serving in the user's words ('1 serving'). */
export function emptyCustomFood(servingDescription: string, barcode = ''): CustomFoodValues {
  return {
    name: '', brand: '', barcode, servingDescription, servingGrams: 100,
    calories: '', protein: '', carbs: '', fats: '', fiber: '', sugar: '', saturatedFat: '', sodium: '',
    nutrients: eachNutrient(() => ''),
  };
}

const text = (v: number | null) => (v === null ? '' : v);

export function valuesOf(food: CustomFoodDto): CustomFoodValues {
  return {
    name: food.name, brand: food.brand ?? '', barcode: food.barcode ?? '', servingDescription: food.servingDescription, servingGrams: food.servingGrams,
    calories: food.calories, protein: food.protein, carbs: food.carbs, fats: food.fats,
    fiber: text(food.fiber), sugar: text(food.sugar), saturatedFat: text(food.saturatedFat), sodium: text(food.sodium),
    nutrients: eachNutrient((key) => food.nutrients[key] ?? ''),
  };
}

/** Empty required numbers stay '' so the schema names them; empty optional ones are left out. */
export function inputOf(values: CustomFoodValues): CustomFoodFormValues {
  const required = (v: number | string) => (v === '' ? (undefined as unknown as number) : Number(v));
  const optional = (v: number | string) => (v === '' ? null : Number(v));
  return {
    name: values.name, brand: values.brand, barcode: values.barcode, servingDescription: values.servingDescription,
    servingGrams: required(values.servingGrams), calories: required(values.calories), protein: required(values.protein),
    carbs: required(values.carbs), fats: required(values.fats),
    fiber: optional(values.fiber), sugar: optional(values.sugar), saturatedFat: optional(values.saturatedFat), sodium: optional(values.sodium),
    nutrients: eachNutrient((key) => optional(values.nutrients[key])),
  };
}

/** The schema's own messages by field, as the server would give them. */
export function validateCustomFood(values: CustomFoodValues): Record<string, string> {
  const result = createCustomFoodInput.safeParse(inputOf(values));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    // Nested fields by their dotted path ('nutrients.iron'), as the form names its boxes.
    const field = issue.path.length ? issue.path.map(String).join('.') : 'name';
    errors[field] ??= issue.message;
  }
  return errors;
}
