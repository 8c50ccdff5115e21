import { leadingNumber } from '../food-phrase/amount.ts';

/** '2 medium' × 1.5 → '3 medium'; text without a leading number gets a '1.5 × ' prefix. */
export function scaleQuantityText(quantity: string, multiplier: number): string {
  if (multiplier === 1) return quantity;
  const n = leadingNumber(quantity);
  const rest = n ? n.text.slice(n.length) : '';
  if (n && /^\s+\S/.test(rest)) return `${Math.round(n.value * multiplier * 100) / 100}${rest}`.slice(0, 100);
  return `${Math.round(multiplier * 100) / 100} × ${quantity}`.slice(0, 100);
}
