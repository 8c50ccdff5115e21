import type { SuggestionPreferences } from '../schemas/ai.ts';
import type { MealType } from '../schemas/food-log.ts';
import { allergensNamed } from './allergen-terms.ts';
import { lookupTable } from './lookup.ts';

/** What the meal assistant took from a message and the preference chips. */
export interface MealRequest {
  mealType: MealType | null;
  maxMinutes: number;
  /** Diet tags every suggestion must carry ('vegetarian', 'gluten-free'...). */
  diets: string[];
  /** Allergens no suggestion may contain ('nut', 'dairy'...). */
  allergens: string[];
  cuisines: string[];
  goals: ('high-protein' | 'low-carb' | 'low-calorie')[];
  difficulties: ('easy' | 'medium' | 'hard')[];
  /** Other words that may name an ingredient or dish ('chicken', 'pasta'). */
  words: string[];
}

const MEALS: [RegExp, MealType][] = [
  [/\b(breakfast|brunch|morning)\b/, 'breakfast'],
  [/\b(lunch|lunches|midday|packed)\b/, 'lunch'],
  [/\b(dinner|dinners|supper|evening meal|tonight)\b/, 'dinner'],
  [/\b(snack|snacks|dessert|treat)\b/, 'snack'],
];

const DIETS: [RegExp, string][] = [
  [/\bvegan\b|plant[- ]based/, 'vegan'], [/\bvegetarian|veggie|meatless|no meat\b/, 'vegetarian'], [/\bpescatarian\b/, 'pescatarian'],
  [/\bketo\b/, 'keto'], [/\bpaleo\b/, 'paleo'], [/\bmediterranean\b/, 'mediterranean'],
  [/gluten[- ]free|coeliac|celiac|no gluten/, 'gluten-free'], [/dairy[- ]free|lactose|(no|without) dairy/, 'dairy-free'],
];

const GOALS: [RegExp, MealRequest['goals'][number]][] = [
  [/high[- ]protein|protein[- ]rich|more protein|build muscle|bulk/, 'high-protein'],
  [/low[- ]carb|fewer carbs|less carbs|no carbs|keto/, 'low-carb'],
  [/low[- ]cal|\blight\b|lose weight|weight loss|fewer calories|cutting|under \d+ (kcal|calories)/, 'low-calorie'],
];

const CUISINES = ['american', 'chinese', 'french', 'greek', 'hawaiian', 'indian', 'italian', 'japanese', 'korean', 'lebanese', 'mediterranean', 'mexican', 'middle eastern', 'moroccan', 'scandinavian', 'thai', 'turkish', 'cajun', 'tex-mex', 'asian'];

const STOP = new Set(['a', 'an', 'the', 'and', 'or', 'with', 'for', 'me', 'i', 'my', 'some', 'any', 'ideas', 'idea', 'recipe', 'recipes', 'meal', 'meals', 'quick', 'easy', 'healthy', 'want', 'need', 'something', 'give', 'suggest', 'make', 'cook', 'can', 'what', 'should', 'please', 'minute', 'minutes', 'min', 'under', 'less', 'than', 'that', 'is', 'are', 'to', 'in', 'of', 'on', 'have', 'good', 'options', 'option', 'food', 'beginner', 'simple', 'fast', 'free', 'high', 'low', 'protein', 'carb', 'carbs', 'allergic', 'allergy', 'without', 'avoid', 'gluten', 'dairy']);

// 'allergic to nuts', 'no dairy', 'without eggs', 'nut allergy', 'nut-free'.
const avoided = (text: string) => [...text.matchAll(/\b(?:allerg\w* to|no|without|avoid(?:ing)?|free of|can't eat|cannot eat)\s+([a-z ,-]+?)(?:[.;!?]|$| but | for )|([a-z]+)[- ](?:allergy|free)/g)];

function allergensIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of avoided(text)) {
    const what = m[1] ?? m[2] ?? '';
    if (/^(gluten|dairy)$/.test(what.trim()) && m[2]) continue; // 'gluten-free' is a diet
    for (const a of allergensNamed(what)) found.add(a);
  }
  return [...found];
}

/** The time limit a message states ('in 15 minutes', 'something quick'), or null. */
function minutesSaid(text: string): number | null {
  const minutes = /(\d+)[- ]?(?:minutes?|mins?)\b/.exec(text);
  if (minutes) return Number(minutes[1]);
  return /\b(quick|fast|speedy|in a hurry|no time)\b/.test(text) ? 20 : null;
}

function skillSaid(text: string): 'beginner' | null {
  return /\b(easy|beginner|simple|basic|no cooking skills?)\b/.test(text) ? 'beginner' : null;
}

/** Reads the message together with the preferences; chips and text add up. */
export function understandMealRequest(message: string, prefs: SuggestionPreferences, profileDiet?: string | null): MealRequest {
  const text = message.toLowerCase();
  const chips = [...prefs.dietaryRestrictions, ...prefs.nutritionGoals].join(' ').toLowerCase();
  const all = `${text} ${chips}`;
  const diets = new Set(DIETS.filter(([re]) => re.test(all)).map(([, d]) => d));
  if (profileDiet && ['vegetarian', 'vegan', 'keto', 'paleo', 'mediterranean'].includes(profileDiet)) diets.add(profileDiet);
  if (diets.has('vegan')) diets.delete('vegetarian');
  const allergens = new Set([...allergensIn(text), ...prefs.allergies.flatMap(allergensNamed)]);
  const skill = skillSaid(text) ?? prefs.cookingSkill;
  // What the person avoids ('soup without nutmeg') is no ingredient to look for.
  const unwanted = new Set(avoided(text).flatMap((m) => (m[1] ?? '').split(/[^a-z]+/)));
  const words = text
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !STOP.has(w) && !CUISINES.includes(w) && !MEALS.some(([re]) => re.test(w)) && !DIETS.some(([re]) => re.test(w)) && allergensNamed(w).length === 0 && !unwanted.has(w));
  return {
    mealType: MEALS.find(([re]) => re.test(text))?.[1] ?? null,
    maxMinutes: minutesSaid(text) ?? prefs.availableTime,
    diets: [...diets],
    allergens: [...allergens],
    cuisines: [...new Set([...CUISINES.filter((c) => text.includes(c)), ...prefs.cuisinePreferences.map((c) => c.toLowerCase())])],
    goals: [...new Set(GOALS.filter(([re]) => re.test(all)).map(([, g]) => g))],
    difficulties: skill === 'beginner' ? ['easy'] : skill === 'intermediate' ? ['easy', 'medium'] : ['easy', 'medium', 'hard'],
    words: [...new Set(words)],
  };
}

const PLURAL = lookupTable<string>({ nut: 'nuts', egg: 'eggs' });

/** Short phrases of what was understood, for the reply. */
export function describeRequest(r: MealRequest): string[] {
  return [
    ...(r.mealType ? [r.mealType] : []),
    ...r.diets,
    ...r.goals,
    ...r.allergens.map((a) => `no ${PLURAL[a] ?? a}`),
    ...r.cuisines,
    `ready in ${r.maxMinutes} minutes or less`,
    ...(r.difficulties.length === 1 ? ['easy to make'] : []),
  ];
}

export interface MealTurn {
  message: string;
  preferences: SuggestionPreferences;
}

/**
 * A conversation read as one request, so a follow-up ('make it dairy-free') keeps what came before:
 * diets, allergies, goals, cuisines and dish words of every turn add up; the meal, the time limit
 * and the skill come from the latest turn that names one.
 */
export function understandConversation(turns: readonly MealTurn[], profileDiet?: string | null): MealRequest {
  const reads = turns.map((t) => ({ text: t.message.toLowerCase(), q: understandMealRequest(t.message, t.preferences, profileDiet) }));
  const last = reads[reads.length - 1];
  if (!last) throw new Error('A conversation has at least one turn');
  const latest = <T>(pick: (r: (typeof reads)[number]) => T | null): T | null => reads.map(pick).filter((v): v is T => v !== null).at(-1) ?? null;
  const all = <T>(pick: (q: MealRequest) => T[]) => [...new Set(reads.flatMap((r) => pick(r.q)))];
  const diets = all((q) => q.diets);
  return {
    mealType: latest((r) => r.q.mealType),
    maxMinutes: latest((r) => minutesSaid(r.text)) ?? last.q.maxMinutes,
    diets: diets.includes('vegan') ? diets.filter((d) => d !== 'vegetarian') : diets,
    allergens: all((q) => q.allergens),
    cuisines: all((q) => q.cuisines),
    goals: all((q) => q.goals),
    difficulties: latest((r) => (skillSaid(r.text) ? r.q.difficulties : null)) ?? last.q.difficulties,
    words: all((q) => q.words),
  };
}
