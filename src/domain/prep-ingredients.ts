import type { PrepIngredient } from '../schemas/meal-prep.ts';
import { scaleAmount } from './user-recipe.ts';

const roundGrams = (g: number) => (g >= 10 ? Math.round(g) : Math.round(g * 10) / 10);

/**
 * An ingredient line for `factor` times the amount: the recipe's own wording with its leading number
 * multiplied ('2 salmon fillets' × 1.5 → '3 salmon fillets', the rule recipe scaling uses), and the
 * weight multiplied when it is known.
 */
export function scaleIngredient(line: PrepIngredient, factor: number): PrepIngredient {
  if (factor === 1) return line;
  return { text: scaleAmount(line.text, factor), grams: line.grams === null ? null : roundGrams(line.grams * factor) };
}

/** Every line for `servings` instead of the `baseServings` they were written for. */
export function ingredientsForServings(lines: readonly PrepIngredient[], baseServings: number, servings: number): PrepIngredient[] {
  const factor = servings / baseServings;
  return lines.map((line) => scaleIngredient(line, factor));
}
