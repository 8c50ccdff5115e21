// Wording of the TEST half of the generated meals, written apart from phrasing-dev.ts in other
// styles: terse log lines, narration, amounts after the food, number words, sentences split in two.
// Its cases are read only to report a figure, never to choose a rule.
import type { Amount, Phrasing, Pick, SaidFood } from './meal-phrasing.ts';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const spoken = (n: number) => (Number.isInteger(n) && n < WORDS.length ? WORDS[n]! : String(n));

function howMany(count: number, pick: Pick): string {
  if (count === 2) return pick(['two', 'a couple of', '2']);
  if (count === 12) return pick(['a dozen', 'twelve']);
  return pick([spoken(count), String(count)]);
}

function amountFood(f: SaidFood, amount: Amount, pick: Pick): string {
  switch (amount.kind) {
    case 'grams':
      return amount.about
        ? pick([`${f.name}, roughly ${amount.grams} grams`, `${f.name} weighing about ${amount.grams} grams`, `approximately ${amount.grams} g ${f.name}`])
        : pick([`${f.name} (${amount.grams} g)`, `one ${amount.grams}-gram serving of ${f.name}`, `${f.name}, ${amount.grams} grams`, `${amount.grams.toFixed(1)} grams of ${f.name}`]);
    case 'millilitres':
      return pick([`${f.name}, ${amount.ml} ml`, `${f.name} (${amount.ml} millilitres)`]);
    case 'ounces':
      return amount.fluid ? pick([`${f.name}, ${amount.ounces} fluid ounces`, `${spoken(amount.ounces)} fl. oz. ${f.name}`]) : pick([`${f.name}, ${amount.ounces} oz`, amount.ounces === 1 ? `an ounce of ${f.name}` : `${spoken(amount.ounces)} ounces' worth of ${f.name}`]);
    case 'measure':
      if (amount.count === 0.5) return pick([`half a ${amount.unit} of ${f.name}`, `${f.name}, half a ${amount.unit}`]);
      if (amount.count === 1.5) return `one and a half ${amount.units} of ${f.name}`;
      if (amount.count === 1) return pick([`one ${amount.unit} of ${f.name}`, `${f.name}, one ${amount.unit}`]);
      return pick([`${howMany(amount.count, pick)} ${amount.units} of ${f.name}`, `${f.name}, ${spoken(amount.count)} ${amount.units}`]);
    case 'size':
      return amount.count === 1 ? pick([`one ${amount.size} ${f.name}`, `${f.name}, ${amount.size}`]) : `${howMany(amount.count, pick)} ${amount.size} ${f.plural}`;
    case 'pieces':
      return amount.count === 1 ? pick([`one ${f.name}`, `a single ${f.name}`]) : `${howMany(amount.count, pick)} ${f.plural}`;
    case 'container':
      return pick([`${f.name}, a ${amount.size} ${amount.container}`, `one ${amount.size} ${amount.container} of ${f.name}`]);
  }
}

export const testPhrasing: Phrasing = {
  food: (f, pick) => amountFood(f, f.amount, pick),
  meal(foods, pick, drinksOnly) {
    const joined = foods.length === 1 ? foods[0]! : `${foods.slice(0, -1).join(pick(['; ', ' plus ', ', then '] as const))}${pick([' plus ', ' along with ', ', also '])}${foods[foods.length - 1]}`;
    const split = foods.length > 1 ? `${foods.slice(0, -1).join(' plus ')}. Also ${foods[foods.length - 1]}.` : `${foods[0]}.`;
    const frames = drinksOnly
      ? [`sipping on ${joined} this afternoon`, `Log ${joined} please`, `drinks today: ${joined}`, `Grabbed ${joined} on my break`]
      : [
          `Grabbed ${joined} on my break`,
          `Dinner tonight was ${joined}`,
          `Log ${joined} please`,
          `my midday meal - ${joined}`,
          `Had myself ${joined} around noon`,
          split,
          `went with ${joined} to nibble on this afternoon`,
          `Breakfast today: ${joined}`,
          `${joined}, set aside for supper`,
          `Treated myself to ${joined} after the gym`,
        ];
    return pick(frames);
  },
};
