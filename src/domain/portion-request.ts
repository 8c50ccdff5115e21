import { normalizeNumbers, parseNumberToken, replaceUnicodeFractions } from './portion-amounts.ts';
import type { PortionRequest } from './portion-engine.ts';
import { joinUnitPhrases, sizeFor, unitFor, type Size, type Unit } from './portion-units.ts';

/** Lower case, one token per amount and unit: '1½ Cups' → '1.5 cup', 'half a can' → '0.5 can', '150g' → '150 g'. */
export function normalizeAmountText(text: string): string {
  const t = replaceUnicodeFractions(text.toLowerCase())
    .replace(/[’‘`]/g, "'")
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d),(\d{3})\b/g, '$1$2');
  return normalizeNumbers(joinUnitPhrases(t));
}

export interface LeadingAmount {
  quantity: number | null;
  unit: Unit | null;
  size: Size | null;
  /** How many of the words were the amount. */
  used: number;
}

/** Amount, size and unit at the start of the words: ['2', 'large', 'eggs'] → 2, large, 2 words used. */
export function readAmount(words: readonly string[]): LeadingAmount {
  let quantity: number | null = null;
  let unit: Unit | null = null;
  let size: Size | null = null;
  const take = (i: number) => {
    const w = words[i];
    if (w === undefined) return false;
    const n = parseNumberToken(w);
    if (n !== null && quantity === null) return (quantity = n), true;
    if (n !== null && quantity !== null && unit === null) return (quantity *= n), true; // '2 x 100 g'
    // 'two slices of a medium pizza': an 'a' after the unit's 'of' is an article; a size after it is the whole's.
    if (n === 1 && unit !== null && words[i - 1] === 'of') return true;
    const s = sizeFor(w);
    if (s && size === null) return (size = s), true;
    const u = unitFor(w);
    // 'a 20 ounce bottle of coke': the container after a measure is the measure's.
    if (u && unit !== null && i > 0 && unitFor(words[i - 1]!) === unit) return true;
    if (u && unit === null && (quantity !== null || i > 0 || words.length > 1)) return (unit = u), true;
    return w === 'x' || w === 'of' || w === 'extra';
  };
  let used = 0;
  while (used < words.length && take(used)) used++;
  return { quantity, unit, size, used };
}

/**
 * A typed amount for a known food ('1 large', '150 g', '2 cups', 'half a can', '3 pancakes'); the
 * words after the amount name the thing counted. Null when the text holds no amount at all.
 */
export function parsePortionText(text: string): PortionRequest | null {
  const words = normalizeAmountText(text).split(/[^a-z0-9._/]+/).filter(Boolean);
  const lead = readAmount(words);
  if (lead.quantity === null && lead.unit === null && lead.size === null) return null;
  const rest = words.slice(lead.used).filter((w) => /[a-z]/.test(w)).join(' ');
  return { quantity: lead.quantity ?? 1, unit: lead.unit, size: lead.size, statedAmount: true, food: rest };
}
