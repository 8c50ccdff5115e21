import { createCustomFoodInput, type CustomFoodDto, type CustomFoodFormValues } from '../../../src/schemas/custom-food.ts';

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
}

/** The optional nutrients, in the schema's order, with their labels and units. */
export const OPTIONAL_NUTRIENTS = [
  { key: 'fiber', label: 'Fibre (g)' },
  { key: 'sugar', label: 'Sugar (g)' },
  { key: 'saturatedFat', label: 'Saturated fat (g)' },
  { key: 'sodium', label: 'Sodium (mg)' },
] as const satisfies readonly { key: keyof CustomFoodValues; label: string }[];

export function emptyCustomFood(barcode = ''): CustomFoodValues {
  return {
    name: '', brand: '', barcode, servingDescription: '1 serving', servingGrams: 100,
    calories: '', protein: '', carbs: '', fats: '', fiber: '', sugar: '', saturatedFat: '', sodium: '',
  };
}

const text = (v: number | null) => (v === null ? '' : v);

export function valuesOf(food: CustomFoodDto): CustomFoodValues {
  return {
    name: food.name, brand: food.brand ?? '', barcode: food.barcode ?? '', servingDescription: food.servingDescription, servingGrams: food.servingGrams,
    calories: food.calories, protein: food.protein, carbs: food.carbs, fats: food.fats,
    fiber: text(food.fiber), sugar: text(food.sugar), saturatedFat: text(food.saturatedFat), sodium: text(food.sodium),
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
  };
}

/** The schema's own messages by field, as the server would give them. */
export function validateCustomFood(values: CustomFoodValues): Record<string, string> {
  const result = createCustomFoodInput.safeParse(inputOf(values));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= issue.message;
  }
  return errors;
}
