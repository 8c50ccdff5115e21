import { amountWords, findAmount, withoutAmount } from '../food-phrase/amount.ts';
import type { PortionRequest } from './portion-engine.ts';

/**
 * A typed amount for a known food ('1 large', '150 g', '2 cups', 'half a can', '3 pancakes', 'an
 * 85-gram slice'); the words left name the thing counted. Null when the text holds no amount at all.
 */
export function parsePortionText(text: string): PortionRequest | null {
  const words = amountWords(text);
  const amount = findAmount(words);
  if (!amount) return null;
  const rest = withoutAmount(words, amount).filter((w) => /[a-z]/.test(w)).join(' ');
  return { quantity: amount.quantity ?? 1, unit: amount.unit, size: amount.size, statedAmount: true, food: rest };
}
