// A third wording of the DEV half's foods, in styles neither phrasing-dev.ts nor
// phrasing-dev-styles.ts uses: speech as a voice note transcribes it (no punctuation, hesitations,
// "and then"), requests to the app ("log …", "can you add …"), and a day told as a story. It was
// written before the parser was tuned on it, to measure a wording the parser had not seen; it is a
// dev set (tuning allowed). The test half is worded by phrasing-test.ts alone, and this file borrows
// nothing from it.
import type { Amount, Phrasing, Pick, SaidFood } from './meal-phrasing.ts';

const WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 10: 'ten', 12: 'twelve' };
const spoken = (n: number) => (n === 0.5 ? 'half a' : n === 1.5 ? 'a cup and a half' : (WORDS[n] ?? String(n)));

function amountFood(f: SaidFood, amount: Amount, pick: Pick): string {
  switch (amount.kind) {
    case 'grams':
      return amount.about ? pick([`a ${amount.grams} gram or so portion of ${f.name}`, `${f.name} I'd say ${amount.grams} grams`]) : pick([`${amount.grams} grams worth of ${f.name}`, `${f.name} which came to ${amount.grams} grams`]);
    case 'millilitres':
      return pick([`${amount.ml} millilitres of ${f.name}`, `a ${amount.ml} ml serving of ${f.name}`]);
    case 'ounces':
      return amount.fluid ? pick([`${amount.ounces} fluid ounces of ${f.name}`, `a ${amount.ounces} ounce ${f.name}`]) : pick([`${amount.ounces} ounces of ${f.name}`, `like ${amount.ounces} ounces of ${f.name}`]);
    case 'measure':
      if (amount.count === 1) return pick([`a ${amount.unit} of ${f.name}`, `one ${amount.unit} of the ${f.name}`]);
      if (amount.count === 1.5 && amount.unit === 'cup') return `${spoken(1.5)} of ${f.name}`;
      if (amount.count === 0.5) return pick([`half a ${amount.unit} of ${f.name}`, `a half ${amount.unit} of ${f.name}`]);
      return `${spoken(amount.count)} ${amount.count > 1 ? amount.units : amount.unit} of ${f.name}`;
    case 'size':
      return amount.count === 1 ? pick([`a ${amount.size} ${f.name}`, `one of those ${amount.size} ${f.plural}`]) : `${spoken(amount.count)} ${amount.size} ${f.plural}`;
    case 'pieces':
      if (amount.count === 1) return pick([`a ${f.name}`, `one ${f.name}`]);
      if (amount.count === 2) return pick([`a couple ${f.plural}`, `two ${f.plural}`]);
      return `${spoken(amount.count)} ${f.plural}`;
    case 'container':
      return pick([`a ${amount.size} ${amount.container} of ${f.name}`, `one ${amount.container} of ${f.name}, the ${amount.size} one`]);
  }
}

function list(items: string[], pick: Pick): string {
  if (items.length === 1) return items[0]!;
  const joiner = pick([' and then ', ' and uh ', ' and also ', ', then ']);
  return items.join(joiner);
}

export const devSpokenPhrasing: Phrasing = {
  food: (f, pick) => amountFood(f, f.amount, pick),
  meal(foods, pick, drinksOnly) {
    const all = list(foods, pick);
    const frames = drinksOnly
      ? [`um so I drank ${all}`, `log ${all} please`, `can you add ${all} to today`, `this morning started with ${all}`]
      : [
          `um so for breakfast I had ${all}`,
          `log ${all} for lunch please`,
          `can you add ${all} to my dinner`,
          `okay so earlier today I ended up eating ${all}`,
          `I think I had ${all} yeah`,
          `started the day with ${all}`,
          `put down ${all} as a snack`,
          `so basically ${all} and that was it`,
        ];
    return pick(frames);
  },
};
