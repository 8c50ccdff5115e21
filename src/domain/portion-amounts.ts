/** Spoken and written amounts: digits, decimals, fractions and number words. */

import { lookupTable } from './lookup.ts';
export const NUMBER_WORDS = lookupTable<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, a: 1, an: 1, single: 1, dozen: 12, couple: 2, few: 3, several: 3, half: 0.5, quarter: 0.25, third: 1 / 3,
});

const UNICODE_FRACTIONS = lookupTable<string>({ '½': ' 1/2', '¼': ' 1/4', '¾': ' 3/4', '⅓': ' 1/3', '⅔': ' 2/3', '⅛': ' 1/8' });

export function replaceUnicodeFractions(text: string): string {
  return text.replace(/[½¼¾⅓⅔⅛]/g, (c) => UNICODE_FRACTIONS[c] ?? c);
}

/** '2', '2.5', '1/2', '2,5' → number; anything else → null. */
export function parseNumberToken(token: string): number | null {
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  if (/^\d+,\d+$/.test(token)) return Number(token.replace(',', '.'));
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction) {
    const den = Number(fraction[2]);
    return den > 0 ? Number(fraction[1]) / den : null;
  }
  return null;
}

/**
 * Rewrites number phrases into digits so later steps see one token per amount:
 * 'two and a half' → '2.5', 'twenty five' → '25', '1 1/2' → '1.5', 'half a' → '0.5',
 * 'a couple of' → '2', 'a dozen' → '12', 'a cup and a half' → '1.5 cup'.
 */
export function normalizeNumbers(text: string): string {
  let t = ` ${text} `;
  const tens = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
  const ones = 'one|two|three|four|five|six|seven|eight|nine';
  t = t.replace(new RegExp(`\\b(${tens})[ -](${ones})\\b`, 'g'), (_, a: string, b: string) => String(NUMBER_WORDS[a]! + NUMBER_WORDS[b]!));
  t = t.replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|a|an) hundred\b/g, (_, a: string) => String(NUMBER_WORDS[a]! * 100));
  const word = Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! >= 1 && !['a', 'an', 'single', 'dozen', 'couple', 'few', 'several', 'hundred'].includes(w));
  t = t.replace(new RegExp(`\\b(${word.join('|')})\\b`, 'g'), (w) => String(NUMBER_WORDS[w]));
  // Whole plus a half: '2 and a half', '2 and 1/2', '1 1/2'.
  t = t.replace(/\b(\d+) and (a half|one half|1 half|1\/2)\b/g, (_, n: string) => String(Number(n) + 0.5));
  t = t.replace(/\b(\d+) and (a quarter|1\/4)\b/g, (_, n: string) => String(Number(n) + 0.25));
  t = t.replace(/\b(\d+) (\d+)\/(\d+)\b/g, (_, w: string, a: string, b: string) => String(round3(Number(w) + Number(a) / Number(b))));
  // 'a cup and a half' → '1.5 cup'.
  t = t.replace(/\b(a|an|1) ([a-z]+) and a half\b/g, (_, _a: string, unit: string) => `1.5 ${unit}`);
  t = t.replace(/\b(\d+) quarters?( of)?( a| an)?\b/g, (_, n: string) => String(Number(n) * 0.25));
  t = t.replace(/\b(\d+) thirds?( of)?( a| an)?\b/g, (_, n: string) => String(round3(Number(n) / 3)));
  t = t.replace(/\b(half|1\/2) (of )?(a|an|the)\b/g, '0.5');
  t = t.replace(/\ba half( of)?( a| an)?\b/g, '0.5');
  t = t.replace(/\b(a |one )?(quarter|1\/4) (of )?(a|an|the)\b/g, '0.25');
  t = t.replace(/\b(a |one )?third (of )?(a|an|the)\b/g, '0.333');
  t = t.replace(/\b(a|one) quarter\b/g, '0.25');
  t = t.replace(/\b(a|one) third\b/g, '0.333');
  t = t.replace(/\ba couple( of)?\b/g, '2');
  t = t.replace(/\b(a )?few\b/g, '3');
  t = t.replace(/\bseveral\b/g, '3');
  t = t.replace(/\b(a|1) dozen\b/g, '12');
  t = t.replace(/\b(\d+) dozen\b/g, (_, n: string) => String(Number(n) * 12));
  t = t.replace(/\b(a|an|one|single)\b/g, '1');
  return t.replace(/\s+/g, ' ').trim();
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

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
