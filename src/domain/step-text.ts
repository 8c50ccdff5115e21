/** A written recipe step as the prep timer shows it: a heading, the rest of the text, and the time it states. */

const TITLE_MAX = 120;
const UNIT_MINUTES = new Map([
  ['second', 1 / 60], ['sec', 1 / 60], ['minute', 1], ['min', 1], ['hour', 60], ['hr', 60], ['h', 60],
]);
// "10 minutes", "about 10 min", "5-7 minutes", "5 to 7 mins", "1.5 hours", "30 seconds".
const STATED = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?|h)\b/gi;

const num = (s: string) => Number(s.replace(',', '.'));

/**
 * The minutes a step's text states, summed when it states several ("simmer 10 minutes, then rest
 * 5 minutes" is 15); a range counts its upper end, when the step should be done. Null when it states none.
 */
export function statedMinutes(text: string): number | null {
  let total = 0;
  for (const m of text.matchAll(STATED)) {
    const unit = m[3]!.toLowerCase().replace(/s$/, '');
    total += num(m[2] ?? m[1]!) * UNIT_MINUTES.get(unit)!;
  }
  return total > 0 ? total : null;
}

/**
 * The step's heading and the text under it, never the same words twice: a short step is all heading;
 * a long one is headed by its first sentence (cut at 120 characters) with the rest beneath.
 */
export function stepWords(text: string): { title: string; description: string } {
  const whole = text.trim();
  if (whole.length <= TITLE_MAX) return { title: whole, description: '' };
  const first = /^(.+?[.!?])\s+(.+)$/s.exec(whole);
  if (first && first[1]!.length <= TITLE_MAX) return { title: first[1]!, description: first[2]! };
  return { title: `${whole.slice(0, TITLE_MAX - 1).trimEnd()}…`, description: whole };
}
