/** Amounts and grams as shown. */

const FRACTION_TEXT: [number, string][] = [[0.125, '1/8'], [0.25, '1/4'], [1 / 3, '1/3'], [0.5, '1/2'], [2 / 3, '2/3'], [0.75, '3/4']];

/** 0.5 → '1/2', 1.5 → '1 1/2', 2 → '2', 0.4 → '0.4'; nothing sensible → '1'. */
export function formatAmount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '1';
  const whole = Math.floor(n + 1e-9);
  const rest = n - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTION_TEXT.find(([v]) => Math.abs(v - rest) < 0.01);
  if (fraction) return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(n * 100) / 100);
}

/** Grams as shown: whole above 10, one decimal below. */
export function formatGrams(grams: number): string {
  return String(grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10);
}
