// A second wording of the DEV half's foods, in styles the first (phrasing-dev.ts) never uses: terse
// notes with abbreviations, chatty sentences, lists joined by commas, "plus" or "&", number words and
// containers said after the food. It is a dev set (tuning allowed); the test half is worded by
// phrasing-test.ts alone, and this file borrows nothing from it.
import type { Amount, Phrasing, Pick, SaidFood } from './meal-phrasing.ts';

const WORDS: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 10: 'ten', 12: 'twelve' };
const ABBREVIATIONS: Record<string, string> = { cup: 'c', tablespoon: 'tbsp', teaspoon: 'tsp', slice: 'slice', piece: 'pc' };
const half = (n: number) => (n === 0.5 ? 'half a' : n === 1.5 ? 'one and a half' : (WORDS[n] ?? String(n)));
const note = (f: string) => f.replace(/ with /g, ' w/ ');

function amountFood(f: SaidFood, amount: Amount, pick: Pick): string {
  switch (amount.kind) {
    case 'grams':
      return amount.about ? pick([`roughly ${amount.grams}g of ${f.name}`, `${f.name}, ~${amount.grams}g`]) : pick([`${f.name} ${amount.grams}g`, `${amount.grams} g ${note(f.name)}`, `${f.name} (${amount.grams} grams)`]);
    case 'millilitres':
      return pick([`${f.name} ${amount.ml}ml`, `a ${amount.ml} ml glass of ${f.name}`]);
    case 'ounces':
      return amount.fluid ? pick([`${amount.ounces}oz ${f.name}`, `${f.name}, ${amount.ounces} fl oz`]) : pick([`${amount.ounces}oz ${note(f.name)}`, `${f.name} (${amount.ounces} oz)`]);
    case 'measure': {
      const short = ABBREVIATIONS[amount.unit];
      if (amount.count === 1) return pick([`one ${amount.unit} of ${f.name}`, ...(short ? [`1 ${short} ${note(f.name)}`] : []), `${f.name} x1 ${amount.unit}`]);
      if (amount.count === 0.5 || amount.count === 1.5) return `${half(amount.count)} ${amount.count > 1 ? amount.units : amount.unit} of ${f.name}`;
      return pick([`${WORDS[amount.count] ?? amount.count} ${amount.units} of ${f.name}`, ...(short ? [`${amount.count} ${short} ${note(f.name)}`] : [])]);
    }
    case 'size':
      return amount.count === 1 ? pick([`one ${amount.size} ${f.name}`, `${f.name} (${amount.size})`]) : `${WORDS[amount.count] ?? amount.count} ${amount.size} ${f.plural}`;
    case 'pieces':
      if (amount.count === 1) return pick([`one ${f.name}`, `1 ${note(f.name)}`]);
      if (amount.count === 2) return pick([`a couple of ${f.plural}`, `${f.plural} x2`]);
      if (amount.count === 6) return pick([`half a dozen ${f.plural}`, `6 ${note(f.plural)}`]);
      if (amount.count === 12) return pick([`a dozen ${f.plural}`, `12 ${f.plural}`]);
      return pick([`${amount.count} ${note(f.plural)}`, `${f.plural} x${amount.count}`]);
    case 'container':
      return pick([`${f.name}, one ${amount.size} ${amount.container}`, `a ${amount.container} of ${f.name} (${amount.size})`]);
  }
}

function list(items: string[], pick: Pick): string {
  if (items.length === 1) return items[0]!;
  const joiner = pick([', ', ' + ', ' & ', ' plus ', '; ']);
  return pick([items.join(joiner), `${items.slice(0, -1).join(', ')} and then ${items[items.length - 1]}`]);
}

export const devStylesPhrasing: Phrasing = {
  food: (f, pick) => amountFood(f, f.amount, pick),
  meal(foods, pick, drinksOnly) {
    const all = list(foods, pick);
    const frames = drinksOnly
      ? [`drinks today: ${all}`, `Grabbed ${all} on the way to work`, `${all} - post workout`, `so thirsty, downed ${all}`]
      : [
          `${all}`,
          `bfast - ${all}`,
          `Lunch was ${all}, pretty good`,
          `ok so tonight I made ${all} and it was great`,
          `Dinner: ${all}.`,
          `late night snack of ${all} oops`,
          `had ${all} at my desk around noon`,
          `Honestly just ${all} today, nothing else`,
        ];
    return pick(frames);
  },
};
