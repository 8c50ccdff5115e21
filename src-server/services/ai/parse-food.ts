import { namesAnAmount, parseSpokenFoods, type SpokenFood, type SpokenMeal } from '../../../src/domain/voice-parse.ts';
import type { EngineName, ParsedFood, VoiceParseResult } from '../../../src/schemas/ai.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { FoodCache } from './food-cache.ts';
import { inCountedPortion, matchDish, matchFood, spelled, type MatchedFood } from './food-match.ts';
import { withGuidelineAmounts, type Match } from './guideline-match.ts';
import { joinedNames } from './joined-names.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';
import { keyWords } from '../../../src/food-phrase/words.ts';
import { coverage, withoutNotes } from './usda-names.ts';
import { withoutDescription } from '../../../src/domain/voice-aliases.ts';
import { foodForm } from '../../food-data/food-facts.ts';
import { hourIn } from '../../../src/domain/dates.ts';
import { isPastParticiple } from '../../../src/food-phrase/roles.ts';

const DATA_TYPES = lookupTable<string>({ foundation: 'Foundation', sr_legacy: 'SR Legacy', survey: 'Survey', branded: 'Branded' });

/** The meal people usually mean at this hour of their day, when they name none. */
export function mealForHour(hour: number): MealType {
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 15) return 'lunch';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}


/** A food said joined to the one before ('with', 'and', 'on', …) with no amount of its own may make one dish with it. */
export const joinsTheFoodBefore = (said: SpokenFood) => said.joiner !== null && !said.statedAmount;

/** The longest run of foods joined to the one before that is looked up as one food ('baked potato with cheese and chili'). */
const MAX_RUN = 4;

/** Foods i..j said as one: their words with the words that joined them, and the amount one of them stated. */
function asOne(foods: SpokenFood[], i: number, j: number): SpokenFood {
  const run = foods.slice(i, j + 1);
  const text = (key: 'food' | 'said') => run.map((f, k) => (k === 0 ? f[key] : f.joiner ? ` ${f.joiner} ${f[key]}` : `, ${f[key]}`)).join('');
  // A name in USDA's order ('Bread, whole wheat, toasted') is said in English's: 'toasted whole wheat bread'.
  const allCommaParts = run.every((f, k) => k === 0 || f.joiner === null);
  const food = allCommaParts ? run.map((f) => f.food).reverse().join(' ') : text('food');
  const amount = run.find(namesAnAmount) ?? run.find((f) => f.statedAmount) ?? run[0]!;
  const { quantity, unit, statedAmount, measure } = amount;
  // 'burrito with beans (large)': a size said after the last part is the whole food's.
  const size = amount.size ?? run.find((f) => f.size)?.size ?? null;
  return { ...run[0]!, food, said: text('said'), quantity, unit, size, statedAmount, measure };
}

/**
 * Which words make one food is decided by retrieval: a run of foods joined by 'with', 'and' or 'on',
 * none after the first beginning with an amount of its own and none but the last with one said after it, is one food when a USDA name holds every
 * word of it and is about its head ('potato baked with cheese' is 'Potato, baked, peel eaten, with
 * cheese'; 'water with liverwurst' names no food). Longest runs first, left to right.
 */
async function wholeRuns(cache: FoodCache, foods: SpokenFood[]): Promise<Map<number, { end: number; said: SpokenFood; match: MatchedFood }>> {
  const tries: { i: number; j: number; said: SpokenFood }[] = [];
  // A run goes on while the food so far has no amount said after it and the next has none before it.
  const open = (f: SpokenFood, first: boolean) => !f.statedAmount || (first && f.amountFirst);
  const linked = (f: SpokenFood) => f.joiner !== null || f.afterComma === true;
  for (let i = 0; i < foods.length; i++) {
    for (let j = i + 1; j < Math.min(foods.length, i + MAX_RUN) && linked(foods[j]!) && !foods[j]!.amountFirst && open(foods[j - 1]!, j - 1 === i); j++) tries.push({ i, j, said: asOne(foods, i, j) });
  }
  // Two foods that could make a dish are the dish USDA makes of them first (matchDish).
  const matches = await Promise.all(
    // The amount the run states is the dish's ('pork and rice with tomato-based sauce, 240 g').
    tries.map(async (t) => {
      const run = foods.slice(t.i, t.j + 1);
      const hasCommaPart = run.some((f, k) => k > 0 && f.joiner === null);
      const match = (t.j === t.i + 1 && !hasCommaPart ? await matchDish(cache, { ...t.said, food: foods[t.i]!.food }, foods[t.j]!) : null) ?? (await matchFood(cache, t.said, { first: keyWords(foods[t.i]!.food).pop() ?? '' }));
      return match && (!hasCommaPart || namedInParts(match.food.name, run)) ? match : null;
    }),
  );
  const runs = new Map<number, { end: number; said: SpokenFood; match: MatchedFood }>();
  for (let i = 0; i < foods.length; i++) {
    const best = tries.map((t, k) => ({ ...t, match: matches[k] })).filter((t) => t.i === i && t.match).sort((a, b) => b.j - a.j)[0];
    if (best) {
      runs.set(i, { end: best.j, said: best.said, match: best.match! });
      i = best.j;
    }
  }
  return runs;
}

/**
 * 'Cheese, cottage, lowfat', 'Bread, whole wheat, toasted': parts said after commas are one food when
 * they are its name's parts as USDA writes them: the first part said in its first term, each word of
 * the others in a later part ('chicken, rice' is no 'Chicken and rice').
 */
function namedInParts(name: string, run: SpokenFood[]): boolean {
  const parts = withoutNotes(name).toLowerCase().split(',');
  // Parts after an 'excluding' list what the food is not.
  const excluded = parts.findIndex((p) => /\bexcluding\b/.test(p));
  const named = excluded < 0 ? parts : parts.slice(0, excluded);
  let at = 0;
  for (const f of run.slice(1)) {
    if (f.joiner !== null) continue;
    // In the parts after the one before, one or more of them ('toasted whole wheat': 'whole wheat, toasted').
    at = named.findIndex((_, k) => k > at && coverage(named.slice(at + 1, k + 1).join(','), keyWords(f.food)) === 1);
    if (at < 0) return false;
  }
  return coverage(named[0] ?? '', keyWords(run[0]!.food)) === 1;
}

/** A word that says how a food was made or what it is like, not what it is ('toasted', 'grilled', 'homemade'). */
const describes = (word: string) => foodForm(word) !== null || withoutDescription(word) === '' || isPastParticiple(word) || word === 'and';

/**
 * 'a bagel, toasted', 'soup, homemade', 'chicken, grilled, 6 oz': a part after a comma of such words
 * only describes the food before it, as the same words said before it would ('toasted bagel'); an
 * amount said with it is the food's, when the food has none of its own.
 */
function withModifiers(foods: SpokenFood[]): SpokenFood[] {
  const out: SpokenFood[] = [];
  // 'beans, drained and rinsed': a second such part joined to the first by 'and' describes it too.
  let described = false;
  for (const f of foods) {
    const before = out[out.length - 1];
    const joins: boolean = f.joiner === null || (described && f.joiner === 'and');
    described = Boolean(before && joins && !(f.statedAmount && before.statedAmount) && f.food.split(' ').every(describes));
    if (described) {
      const amount = f.statedAmount ? { quantity: f.quantity, unit: f.unit, size: f.size ?? before!.size, statedAmount: true, measure: f.measure } : {};
      out[out.length - 1] = { ...before!, ...amount, food: `${f.food} ${before!.food}`, said: `${before!.said}, ${f.said}` };
    } else out.push(f);
  }
  return out;
}

/**
 * Runs of joined foods that USDA names as one food are one food (wholeRuns); of the rest, a food
 * joined to the one before by 'with', 'and', 'on', 'mixed with' or 'topped with', with no amount of
 * its own, becomes one food with it when USDA has the dish made of both; every other food is matched
 * on its own.
 */
async function matchAll(cache: FoodCache, said: SpokenFood[]): Promise<Match[]> {
  const foods = withModifiers(await Promise.all(said.map((f) => spelled(cache, f))));
  const runs = await wholeRuns(cache, foods);
  const inRun = foods.map(() => false);
  for (const [start, run] of runs) for (let k = start; k <= run.end; k++) inRun[k] = true;
  const joined = foods.map((said, i) => i > 0 && !inRun[i] && !inRun[i - 1] && joinsTheFoodBefore(said));
  // The dish lookups run alongside the foods in no pair; a food of a pair is looked up on its own
  // only when no dish took it, so a dish said costs its own searches only.
  const [dishes, alone] = await Promise.all([
    Promise.all(foods.map((said, i) => (joined[i] ? matchDish(cache, foods[i - 1]!, said) : null))),
    Promise.all(foods.map((said, i) => (inRun[i] || joined[i] || joined[i + 1] ? undefined : matchFood(cache, said)))),
  ]);
  const slots: { said: SpokenFood; match: MatchedFood | null | undefined }[] = [];
  foods.forEach((said, i) => {
    const run = runs.get(i);
    if (run) slots.push({ said: run.said, match: run.match });
    if (inRun[i]) return;
    const prev = slots[slots.length - 1];
    // Only when the food before is still the one said just before (not already part of a dish).
    const dish = prev?.said === foods[i - 1] ? dishes[i] : null;
    if (prev && dish) slots[slots.length - 1] = { said: { ...prev.said, said: `${prev.said.said} ${said.joiner} ${said.said}` }, match: dish };
    else slots.push({ said, match: alone[i] });
  });
  const out = await Promise.all(slots.map(async ({ said, match }) => ({ said, match: match === undefined ? await matchFood(cache, said) : match })));
  return withGuidelineAmounts(cache, withCountedPortions(out));
}

/**
 * 'sweet and sour pork (3 nuggets)': a bare count of one thing, said after a food with no amount of
 * its own, is that food's amount when the food's portions count that thing; otherwise it is a food.
 */
function withCountedPortions(list: Match[]): Match[] {
  const out: Match[] = [];
  for (const m of list) {
    const before = out[out.length - 1];
    const bare = m.said.amountFirst && m.said.unit === null && m.said.joiner === null && /^[a-z]+$/.test(m.said.food);
    const counted = bare && before?.match && !namesAnAmount(before.said) ? inCountedPortion(before.match, before.said, { quantity: m.said.quantity, thing: m.said.food }) : null;
    if (counted) out[out.length - 1] = { said: { ...before!.said, said: `${before!.said.said}, ${m.said.said}`, quantity: m.said.quantity, unit: null, measure: m.said.food, statedAmount: true }, match: counted };
    else out.push(m);
  }
  return out;
}

const found = (list: { match: MatchedFood | null }[]) => list.filter((m) => m.match).length;

function toParsed(said: SpokenFood, m: MatchedFood, mealType: MealType): ParsedFood {
  return {
    name: m.food.brand ? `${m.food.brand} ${m.food.name}` : m.food.name,
    query: said.said,
    quantity: m.quantity,
    grams: m.grams,
    portion: m.portion,
    mealType,
    confidence: m.confidence,
    foodId: m.food.id,
    fdcId: m.food.fdcId,
    servingSize: `${m.quantity} (${m.grams} g)`,
    dataType: DATA_TYPES[m.food.source] ?? m.food.dataType,
    nutrition: m.nutrition,
  };
}

/**
 * Spoken or typed text → foods from the database with amounts and nutrition. The built-in parser
 * answers first (fast, offline); a configured provider is asked only when it left something
 * unrecognised, and its reading is kept only when it finds more foods.
 */
export async function parseFood(cache: FoodCache, engine: AiEngine, transcript: string, timeZone: string): Promise<VoiceParseResult> {
  let spoken: SpokenMeal = parseSpokenFoods(transcript, await joinedNames(cache));
  let engineName: EngineName = 'builtin';
  let matches = await matchAll(cache, spoken.foods);
  if (engine.kind === 'provider' && (matches.length === 0 || found(matches) < matches.length)) {
    const other = await engine.parseFoodText(transcript);
    if (other.engine === 'provider') {
      const again = await matchAll(cache, other.value.foods);
      if (found(again) > found(matches)) [spoken, matches, engineName] = [other.value, again, 'provider'];
    }
  }
  const mealType = spoken.mealType ?? mealForHour(hourIn(timeZone));
  const foods = matches.filter((m) => m.match).map((m) => toParsed(m.said, m.match!, mealType));
  const unmatched = matches.filter((m) => !m.match).map((m) => m.said.food);
  return { success: foods.length > 0, message: messageFor(foods, unmatched, transcript), foods, unmatched, engine: engineName };
}

function messageFor(foods: ParsedFood[], unmatched: string[], transcript: string): string {
  if (foods.length === 0) {
    const what = unmatched.length ? `"${unmatched.join('", "')}"` : `anything to eat in "${transcript.slice(0, 80)}"`;
    return `I couldn't find ${what} in the food database. Try naming the food and the amount, for example "2 eggs and a slice of toast".`;
  }
  const list = foods.map((f) => `${f.quantity} ${f.name} (${f.nutrition.calories} kcal)`).join('; ');
  const missed = unmatched.length ? ` Not found: "${unmatched.join('", "')}" — search for it or say it another way.` : '';
  return `Found ${foods.length} food${foods.length === 1 ? '' : 's'}: ${list}.${missed}`;
}
