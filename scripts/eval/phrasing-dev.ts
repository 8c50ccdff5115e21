// Wording of the DEV half of the generated meals: food-diary sentences in the first person.
// The test half is worded by phrasing-test.ts alone; neither borrows from the other.
import type { Amount, Phrasing, Pick, SaidFood } from './meal-phrasing.ts';

const NUMBER_WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 10: 'ten', 12: 'twelve' };
const digits = (n: number) => (n === 0.5 ? '1/2' : n === 1.5 ? '1 1/2' : String(n));
const a = (word: string) => (/^([aeiou]|8|11\b|18\b)/i.test(word) ? 'an' : 'a');

function amountFood(f: SaidFood, amount: Amount, pick: Pick): string {
  switch (amount.kind) {
    case 'grams':
      return amount.about
        ? pick([`about ${amount.grams} g of ${f.name}`, `around ${amount.grams} grams of ${f.name}`])
        : pick([`${amount.grams} grams of ${f.name}`, `${amount.grams}g ${f.name}`, `${a(String(amount.grams))} ${amount.grams}-gram ${f.name}`, `${f.name}: ${amount.grams}g`]);
    case 'millilitres':
      return pick([`${amount.ml} ml of ${f.name}`, `${amount.ml}ml ${f.name}`]);
    case 'ounces':
      return amount.fluid ? pick([`${amount.ounces} fl oz of ${f.name}`, `${a(String(amount.ounces))} ${amount.ounces}-ounce ${f.name}`]) : pick([`${amount.ounces} oz of ${f.name}`, `${amount.ounces} ounces of ${f.name}`]);
    case 'measure':
      if (amount.count === 1) return pick([`${a(amount.unit)} ${amount.unit} of ${f.name}`, `${f.name} - 1 ${amount.unit}`]);
      return pick([`${digits(amount.count)} ${amount.count > 1 ? amount.units : amount.unit} of ${f.name}`, `${f.name} - ${digits(amount.count)} ${amount.count > 1 ? amount.units : amount.unit}`]);
    case 'size':
      return amount.count === 1 ? `${a(amount.size)} ${amount.size} ${f.name}` : `${amount.count} ${amount.size} ${f.plural}`;
    case 'pieces':
      return amount.count === 1 ? `${a(f.name)} ${f.name}` : pick([`${amount.count} ${f.plural}`, `${NUMBER_WORDS[amount.count] ?? amount.count} ${f.plural}`]);
    case 'container':
      return `${a(amount.size)} ${amount.size} ${amount.container} of ${f.name}`;
  }
}

function list(items: string[], pick: Pick): string {
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} ${pick(['and', 'with'])} ${items[items.length - 1]}`;
}

export const devPhrasing: Phrasing = {
  food: (f, pick) => amountFood(f, f.amount, pick),
  meal(foods, pick, drinksOnly) {
    const all = list(foods, pick);
    const frames = drinksOnly
      ? [`I drank ${all}`, `had ${all} with my lunch`, `${all} this morning`, `I had ${all}`]
      : [
          `I had ${all} for breakfast`,
          `for lunch I ate ${all}`,
          `just had ${all}`,
          `${all} this morning`,
          `ate ${all} at dinner`,
          `snack: ${all}`,
          `I'm having ${all} for supper`,
          `I ate ${all} that I made this morning`,
          `${all}`,
        ];
    return pick(frames);
  },
};
