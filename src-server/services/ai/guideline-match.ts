import { guidelineAmount, hostOf, type Host } from '../../../src/domain/guideline-amounts.ts';
import { describeAnswer } from '../../../src/domain/portion-engine.ts';
import { readPortions } from '../../../src/domain/portion-facts.ts';
import { searchTextFor } from '../../../src/domain/voice-aliases.ts';
import { keyWords } from '../../../src/food-phrase/words.ts';
import type { SpokenFood } from '../../../src/domain/voice-parse.ts';
import type { FoodCache } from './food-cache.ts';
import { bestMatch, CANDIDATES, nutritionFor, type MatchedFood } from './food-match.ts';

export type Match = { said: SpokenFood; match: MatchedFood | null };

/**
 * Which food each one is put on or in: 'coffee with milk' the one before, 'butter on toast' the one
 * after, and in 'coffee with milk and sugar' the sugar goes where the milk went.
 */
function hostIndexes(matches: Match[]): (number | null)[] {
  const hosts: (number | null)[] = matches.map(() => null);
  matches.forEach((m, i) => {
    const joiner = m.said.joiner;
    if (i === 0 || joiner === null) return;
    if (joiner === 'with' || joiner === 'topped with') hosts[i] = hosts[i - 1] ?? i - 1;
    // 'and a cup of coffee': a food with an amount of its own is no longer put on the one before.
    else if (joiner === 'and' && !m.said.statedAmount) hosts[i] = hosts[i - 1]!;
    else if (joiner === 'on' && hosts[i - 1] === null) hosts[i - 1] = i;
  });
  return hosts;
}

/** Units that count the host's items: 'two slices of toast', 'two burgers'. */
const COUNTING = new Set<string | null>([null, 'slice', 'piece', 'serving']);

function hostOfMatch({ said, match }: Match & { match: MatchedFood }) {
  const cup = readPortions(match.food.portions).find((p) => p.unit === 'cup');
  const items = COUNTING.has(said.unit) ? said.quantity : 1;
  return hostOf(match.food.wweiaCategory?.code ?? null, match.grams, items, cup ? cup.grams / cup.amount : null);
}

/**
 * The food said, among those USDA gives an amount for with this kind of host: 'cream' in coffee is a
 * cream for drinks, not ice cream. Only a name with every word said.
 */
async function foodFor(foods: FoodCache, said: SpokenFood, host: Host) {
  const query = searchTextFor(said.food);
  const results = await foods.search(query, CANDIDATES);
  const amounts = await foods.guidelinesOf(results.map((r) => r.id));
  const top = bestMatch(results.filter((_, i) => guidelineAmount(amounts[i]!, host)), keyWords(query));
  return top && top.cover === 1 ? top.r : null;
}

/**
 * A food said with another and no amount of its own ('coffee with milk', 'toast with butter') is
 * as much as FNDDS's guideline amount for that other food says: per fl oz of the drink, per slice of
 * the bread, on a sandwich. Foods USDA gives no such amount for keep their usual one.
 */
export async function withGuidelineAmounts(foods: FoodCache, matches: Match[]): Promise<Match[]> {
  const hosts = hostIndexes(matches);
  return Promise.all(
    matches.map(async (m, i) => {
      const host = hosts[i] === null ? undefined : matches[hosts[i]!];
      // 'a splash of milk', 'a dollop of cream': one of a measure that is no unit says no amount.
      const unmeasured = m.said.measure !== null && m.said.unit === null && m.said.quantity <= 1;
      if (!m.match || (m.said.statedAmount && !unmeasured) || !host?.match) return m;
      const kind = hostOfMatch({ said: host.said, match: host.match });
      if (!kind) return m;
      const own = guidelineAmount(await foods.guidelines(m.match.food.id), kind);
      const food = own ? m.match.food : await foodFor(foods, m.said, kind);
      const answer = own ?? (food && guidelineAmount(await foods.guidelines(food.id), kind));
      if (!food || !answer) return m;
      const portion = describeAnswer(answer);
      return { ...m, match: { ...m.match, food, grams: answer.grams, quantity: answer.quantity, portion, nutrition: nutritionFor(food, answer.grams) } };
    }),
  );
}
