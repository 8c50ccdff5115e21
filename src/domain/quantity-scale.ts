const LEADING_AMOUNT = /^(\d+(?:\.\d+)?)(\s+.*)$/;

/** '2 medium' × 1.5 → '3 medium'; text without a leading number gets a '1.5 × ' prefix. */
export function scaleQuantityText(quantity: string, multiplier: number): string {
  if (multiplier === 1) return quantity;
  const match = LEADING_AMOUNT.exec(quantity.trim());
  if (match) return `${Math.round(Number(match[1]) * multiplier * 100) / 100}${match[2]}`.slice(0, 100);
  return `${Math.round(multiplier * 100) / 100} × ${quantity}`.slice(0, 100);
}
