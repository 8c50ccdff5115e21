import type { MealType } from '../schemas/food-log.ts';
import { findAmount, isHedge, isMeasure, lowerAmountText, measureOnly, sizesContainer, normalizeAmountText, withoutAmount } from '../food-phrase/amount.ts';
import { formatAmount } from './portion-amounts.ts';
import { isProductCode, stem } from '../food-phrase/words.ts';
import { isEverydayName } from './voice-aliases.ts';
import { cupAfterNumber, isAbbreviation, sizeFor, unitFor, unitText, type Size, type Unit } from '../food-phrase/units.ts';
import { foodSpan } from '../food-phrase/roles.ts';

/** One food as said: its words and the amount. */
export interface SpokenFood {
  /** The segment as said, cleaned ('2 large eggs'). */
  said: string;
  /** Food words only ('eggs'). */
  food: string;
  quantity: number;
  unit: Unit | null;
  size: Size | null;
  /** True when the amount was stated rather than assumed to be one. */
  statedAmount: boolean;
  /** True when the amount was said before the food ('2 cups of rice'): such a phrase begins a food of its own. */
  amountFirst: boolean;
  /** A measure word said before 'of' that is no known unit: 'ear' in 'two ears of corn'. */
  measure: string | null;
  /** The word that joined it to the food before ('with' in 'latte with oat milk'): it may be part of that food. */
  joiner: Joiner | null;
  /** Said after a comma ('Cheese, cottage, lowfat'): it may be a later part of a name written as USDA writes it. */
  afterComma?: boolean;
}

export type Joiner = 'with' | 'and' | 'on' | 'mixed with' | 'topped with';
const JOINERS = new Set<string>(['with', 'and', 'on', 'mixed with', 'topped with']);
// After 'of' a food must follow ('230 grams of on-bun hot dog'): nothing there separates.
const SEPARATOR = /(?<!\bof ?)( : |,|;|\b(?:and )?then\b|\bfollowed by\b|\b(?:and )?(?:after that|afterwards|later on)\b|\b(?:along|together) with\b|\bas well as\b|\balongside\b|\baccompanied by\b|\bplus\b|\bmixed with\b|\btopped with\b|\bwith\b|\band\b|\bon\b)/;

export interface SpokenMeal {
  mealType: MealType | null;
  foods: SpokenFood[];
}

/**
 * 'for lunch', 'with my lunch', and with one word that says which ('for a quick lunch', 'with my school
 * lunch') when the meal's name ends the phrase: 'with a breakfast burrito' names a food.
 */
const mealPhrase = (meal: string) => new RegExp(`\\b(?:for|4|at|with|during|as|to|in) (?:(?:my|a|an|the|1) )?(?:(?:${meal})\\b|[a-z-]+ (?:${meal})(?=\\s*(?:$|[,;]|(?:and|then|today|yesterday)\\b)))`);

/**
 * The meal as the subject of what follows: 'my breakfast consisted of', "yesterday's dinner was",
 * 'lunch today was'. A possessive or a day before it, a verb of being after it.
 */
const mealSubject = (meal: string) =>
  new RegExp(`(?:^|\\b(?:my|our|[a-z]+'s) )(?:${meal}) (?:(?:today|yesterday|tonight) )?(?:was|were|is|consisted of|included|includes|comprised)\\b`);

/** Words that say what kind of meal opens a note ('quick snack …', 'late lunch …'): of time, size or purpose, never of a food. */
const MEAL_HEAD = '(?:(?:quick|light|late|early|big|small|little|second|healthy|post[- ]?workout|pre[- ]?workout) )?';

const MEALS: [RegExp, MealType][] = [
  [mealSubject('breakfast|brunch|morning meal'), 'breakfast'],
  [mealSubject('lunch|midday meal|noon meal'), 'lunch'],
  [mealSubject('dinner|supper|evening meal'), 'dinner'],
  [mealSubject('snack|dessert'), 'snack'],
  [mealPhrase('breakfast|brunch|morning meal'), 'breakfast'],
  [/\bthis morning\b|\bat breakfast time\b/, 'breakfast'],
  [mealPhrase('lunch|midday meal|noon meal'), 'lunch'],
  [/\bat noon\b|\blunchtime\b/, 'lunch'],
  [mealPhrase('dinner|supper|tea time|evening meal'), 'dinner'],
  [/\btonight\b|\bthis evening\b/, 'dinner'],
  [mealPhrase('snack|dessert'), 'snack'],
  [/\bsnacking on\b|\b(late night|midnight|bedtime|afternoon|morning|evening) snack( of)?\b/, 'snack'],
  // A note headed by its meal, also as written short ('bfast', 'brkfst', 'din', 'snk').
  [new RegExp(`^${MEAL_HEAD}(breakfast|brunch|bfast|b'fast|brkfst|bkfst|brekkie|brekky)(?: ?time)?\\b`), 'breakfast'],
  [new RegExp(`^${MEAL_HEAD}(lunch|lnch)(?: ?time)?\\b`), 'lunch'],
  [new RegExp(`^${MEAL_HEAD}(dinner|supper|din|dnr)(?: ?time)?\\b`), 'dinner'],
  [new RegExp(`^${MEAL_HEAD}(snack|snk)(?: ?time)?\\b`), 'snack'],
];

// Said before the foods: 'um so for lunch I had...'.
const LEAD = /^(?:(?:um+|uh+|er+m?|hmm+|so|well|okay|ok|yeah|yes|right|like|and|(?:morning|afternoon|evening)(?= \d)|today|just now|earlier|also|then|basically|i think|i guess|actually|oh)\b\s*)+/;
const VERBS = /\b(?:(?:i|we)(?:'ve| have| had)(?: just| also| already)? (?:eaten|drunk|drank|had|consumed)|i(?: have| had|ve had| ate| just had| just ate| drank| just drank| was eating| am eating|'m eating| got| grabbed| snacked on| also had| then had)|we had|had|ate|drank|snacked on|eating|having|finished|polished off|devoured|(?:scarfed|wolfed|gobbled|chowed) (?:down|up)|inhaled|downed|munched on|nibbled on|sipped on|chugged|consumed|enjoyed|ordered|log(?:ged)?|add|please add|track|record|enter|(?:put|write|jot|note) down|was|were)\b/g;
/** A question about what a food holds opens with its nutrient: 'how many carbs are in 2 eggs', "what's the protein in…". */
const QUESTION = /\b(?:how (?:many|much)|what(?:'s| is| are)) [a-z' ]{0,40}?\b(?:in|for|of)\b/;
const FILLERS = /\b(?:(?:a )?side of|rest of|um+|uh+|er+m?|hmm+|oops|whoops|wow|yum+y?|ugh|meh|lol|haha|yay|phew|like|you know|kind of|sort of|basically|actually|maybe|probably|about|around|roughly|approximately|just|some|the|my|of|please|too|as well|also|then|i think|i guess|okay|ok|so|yeah|oh|really|pretty much|a bit|bit)\b/g;
/** A meal's name alone is no food ('I skipped breakfast'). */
const MEAL_ONLY = /^(?:breakfast|brunch|lunch|dinner|supper|snack|dessert|meal)s?$/;
/** Nor is a word for any thing eaten ('Food log: …', 'Dinner (2 items)'). */
const FOOD_ONLY = /^(?:foods?|items?|things?|entry|entries)$/;
/** A time of day alone is no food ('midmorning I grabbed …'). */
const TIME_ONLY = /^(?:(?:mid ?)?(?:morning|afternoon|evening|night|day)|today|tonight|yesterday|this (?:morning|afternoon|evening))$/;
/** A time of day said by its name, with the word that places the meal by it: 'oats around noon'. */
const TIME_PHRASE = /\b(?:(?:at|around|about|by|before|after|until|till|near|past) )?(?:noon|midnight|midday|lunchtime|dinnertime|bedtime|teatime)\b/g;
const NOT_EATEN = /^(?:no|without|minus|hold the|skip the|skipped the)\b(?! (?:[a-z]+ )?added\b)/;
/** Words that open a phrase about the meal, not a food: 'grapes, one cup for tea'. */
const OPENS_A_PHRASE = /^(?:for|at|after|before|during|while|from|to|in|by)\b/;
const PRONOUNS = /^(?:(?:half|all|most|rest) )?(?:it|them|that|this|those|these|each)$/;
const TRAILING = /\b(?:on the side|(?:today|in the) (?:morning|afternoon|evening)|today|yesterday|earlier|this afternoon|so far|for now|right now|last night|and that'?s it|that'?s it|that'?s all|nothing else|thanks|thank you)\b/g;

export function normalizeTranscript(transcript: string): string {
  const text = lowerAmountText(transcript)
    .replace(/\bw\/o\b/g, ' without ')
    .replace(/\bw\/(?=\s|[a-z])|(?<=[a-z] )w(?= [a-z])/g, ' with ')
    // A length in inches ('a 12" pizza') keeps its mark as a word for the amount grammar.
    .replace(/(\d)\s*(?:"|”|″)/g, '$1 inch ')
    // A numbered meal heads what follows ('Meal 2: …', 'Meal 2 turkey sandwich', 'then meal 3 - …'); it is no count.
    .replace(/(?:^|(?<=[\r\n;:.]\s*))meal #?\d{1,2}\b|\bmeal #?\d{1,2}(?=\s*(?:[:\-–—\r\n]|\d))/gm, ' ; ')
    // 'bars (qty 3)', 'quantity: 2': the word only says a count follows.
    .replace(/\b(?:qty|quantity)\b\.?\s*:?\s*(?=\d)/g, '')
    // Each line of a typed list is a food, with or without its bullet or number.
    .replace(/^[ \t]*(?:[-*•·]|\d+[.)])[ \t]+/gm, ' ; ')
    .replace(/[\r\n]+/g, ' ; ')
    // A colon ends a heading ('Post-gym: …') or begins a food's amount ('chicken: 200 g'); a time keeps it.
    .replace(/(?<!\d):|:(?!\d)/g, ' : ')
    // A slash between foods lists them ('yogurt / granola'), a bar too; between numbers it is a fraction or a date.
    .replace(/(?<!\d\s*)\/|\/(?!\s*\d)|\|/g, ' ; ')
    .replace(/\b\d{4}-\d{2}-\d{2}\b|\b(\d{1,2})\/(\d{1,2})(\/\d{2,4})?\b/g, (m, n?: string, d?: string, year?: string) => (n && !year && Number(n) < Number(d) && Number(d) <= 8 ? m : ' '))
    // 'one glass (500ml) of juice': a weight or volume in brackets after one unit is how much it held.
    .replace(/\b(?:1|an?|one) ([a-z]+) \(([^()]*)\)/g, (m, word: string, inner: string) => (unitFor(word) && measureOnly(inner) ? ` ${inner} ` : m))
    // A note in brackets is one phrase ('rice (brown, cooked) 150 g'); an amount in brackets is the
    // food's ('dosas (2, small)'), unless it is the size of a container counted before it ('1 (28 ounce) can').
    .replace(/(\d\s*)?\(([^()]*)\)/g, (_, count: string | undefined, inner: string) => {
      const note = inner.replace(/[,;]/g, ' ');
      return !count && /^\s*(?:about|approx\.?|around|roughly|~)?\s*\d/.test(inner) ? ` , ${note} , ` : `${count ?? ''} ${note} `;
    })
    // A tag names the meal ('#breakfast') or nothing eaten ('#yum').
    .replace(/#([a-z]+)/g, (_, tag: string) => (MEAL_ONLY.test(tag) ? ` for ${tag} ` : ' '))
    .replace(/&|(?<=[a-z0-9.]\s+)'?n'?(?=\s+[a-z0-9])/g, ' and ')
    .replace(/@/g, ' at ')
    .replace(/\+/g, ' plus ')
    // A range keeps its dash ('2 - 3 eggs'): other dashes at a word's edge are dropped below.
    .replace(/(?<![a-z]\d*)(\d)\s*[-–]\s*(?=\d)/g, '$1-')
    // A long dash sets one phrase off from the next ('Food log 12/3 — rice').
    .replace(/—/g, ' , ')
    .replace(/×/g, ' x ')
    // 'a small-sized dosa': the size said with its noun.
    .replace(/\b([a-z]+)[ -]sized?\b/g, (m, word: string) => (sizeFor(word) ? word : m))
    .replace(/[^a-z0-9'/.,;:%\s\u00bc-\u00be\u2150-\u215e’‘`-]/g, ' ')
    // A percentage names a kind ('2% milk'); a '%' anywhere else is dropped.
    .replace(/(?<!\d)%|%(?=[^\s,.;])/g, ' ')
    .replace(/(^|\s)-+|-+(\s|$)/g, ' ');
  const sentences = cupAfterNumber(text)
    // An abbreviation of the amount grammar ends in a period ('8 oz. of juice', '6 fl. oz.', 'approx.
    // 60 g', '1 lg. egg'): no sentence ends there.
    // A unit written out ('2 cups. Also …') ends its sentence there.
    .replace(/(?<![a-z])([a-z]+)\.(?!\d)/g, (m, word: string) => (((unitFor(word) !== null || sizeFor(word) !== null) && isAbbreviation(word)) || isHedge(word) || word === 'fl' ? word : m))
    .replace(/\.(?!\d)/g, ',');
  // 'rice, 150 grams total': the amount said as the whole of it.
  return normalizeAmountText(sentences).replace(/\b([a-z_]+|\d+(?:\.\d+)?) (?:in total|total|altogether)\b/g, (m, word: string) => (unitFor(word) || /^\d/.test(word) ? word : m));
}

function takeMeal(text: string): { text: string; mealType: MealType | null } {
  for (const [re, meal] of MEALS) {
    const m = re.exec(text);
    if (m) return { text: `${text.slice(0, m.index)} , ${text.slice(m.index + m[0].length)}`, mealType: meal };
  }
  return { text, mealType: null };
}

/**
 * Each 'X and Y' of a food name as its two neighbouring words, singular: 'Cream, half and half' →
 * 'half and half', 'Peanut butter and jelly sandwich' → 'butter and jelly'.
 */
export function andPairs(name: string): string[] {
  const words = name.toLowerCase().replace(/&/g, ' and ').split(/[^a-z']+/).filter(Boolean);
  return words.flatMap((w, i) => (w === 'and' && i > 0 && i < words.length - 1 && words[i + 1] !== 'and' ? [`${stem(words[i - 1]!)} and ${stem(words[i + 1]!)}`] : []));
}

/** 'mac and cheese' stays one food where the pair names one food (`joined`, from the food names) or a known everyday name. */
function protectJoined(text: string, joined: ReadonlySet<string>): string {
  return text.replace(/([a-z']+) and (?=([a-z']+))/g, (m, a: string, b: string) => (joined.has(`${stem(a)} and ${stem(b)}`) || isEverydayName(`${a} and ${b}`) ? `${a}_and_` : m));
}

/** The amount (see findAmount: leading, or a weight or volume stated anywhere), the rest is the food. */
export function parseSegment(segment: string): SpokenFood | null {
  const said = segment.replaceAll('_and_', ' and ').replace(/\s+/g, ' ').trim();
  const tokens = segment.split(/\s+/).filter(Boolean);
  const [start, end] = foodSpan(tokens);
  const all = tokens.slice(start, end);
  // A clause about the person may still state the weight or volume ('… which came to 380 grams').
  const told = findAmount(tokens.slice(end));
  const own = findAmount(all);
  // As within a phrase, a weight or volume wins over a count ('a serving of carrots that weighed 240 grams').
  const amount = told && told.kind !== 'count' && (own === null || own.kind === 'count') ? { ...told, spans: own?.spans ?? [] } : own;
  let words = withoutAmount(all, amount);
  const quantity = amount?.quantity ?? null;
  const unit = amount?.unit ?? null;
  // 'two ears of corn', 'a pat of butter', '2 chips worth of nachos', 'tuna 2 steaks': the food's own portions may name the measure.
  let measure = amount?.measure ?? null;
  const of = words[1] === 'worth' ? 2 : 1;
  if (quantity !== null && unit === null && words.length > of + 1 && words[of] === 'of' && /^[a-z]{3,}$/.test(words[0]!) && words[0]!.replace(FILLERS, '').trim() !== '') {
    measure = words[0]!;
    words = words.slice(of + 1);
  }
  const food = words
    .join(' ')
    .replaceAll('_and_', ' and ')
    .replace(FILLERS, ' ')
    // A percentage names a kind ('2% milk'), a letter with digits a product ('g2', 'v8').
    .replace(/(\d+%)|(?<![a-z])([a-z]\d+)(?![\d.])|[^a-z' ]/g, (m, percent?: string, product?: string) => percent ?? (product && isProductCode(product) ? product : m.replace(/[^a-z' ]/g, ' ')))
    .replace(/\s+/g, ' ')
    // A preposition left at the end ('lasagna from' once 'last night' is gone) governs nothing.
    .replace(/(?: (?:from|for|in|on|at|by|to|of))+\s*$/, '')
    .trim();
  // 'half of it', 'maybe 300 g of that': a pronoun alone names the food before; 'no mayo', 'without
  // croutons', said with no amount, name what was not eaten ('no sugar added' is a kind, as USDA
  // names it; 'a 12 ounce No Fear' a drink).
  // '200 g, weighed': words that only say how the amount was had name no food.
  if (!/[a-z]{2,}|[a-z]\d/.test(food) || food.split(' ').every(isHedge) || PRONOUNS.test(food) || MEAL_ONLY.test(food) || FOOD_ONLY.test(food) || TIME_ONLY.test(food) || OPENS_A_PHRASE.test(food) || (quantity === null && NOT_EATEN.test(food))) return null;
  return { said, food, quantity: quantity ?? 1, unit, size: amount?.size ?? null, statedAmount: quantity !== null, amountFirst: amount?.spans[0]?.[0] === 0, measure, joiner: null };
}

/** 'a portion of yogurt (2 bottles)': a serving or portion said alone names no amount, so another said for the food is its amount. */
export const namesAnAmount = (food: Pick<SpokenFood, 'statedAmount' | 'unit'>) => food.statedAmount && food.unit !== 'serving';

/** Words that take back the amount just said: 'a cup of rice, actually make that two cups'. */
const CORRECTION = /^(?:(?:actually|no|oh|sorry|wait),? )*(?:make (?:that|it)|i mean|or rather|scratch that)\b\s*/;

/**
 * 'rice, 2 cups', 'a latte, large': an amount said after its food belongs to it; a corrected one
 * replaces its amount. False when the segment states an amount the food cannot take.
 */
function attachAmount(previous: SpokenFood | undefined, segment: string, corrects = false): boolean {
  if (!previous) return false;
  // 'eggs, scrambled, two of them', 'benedict eggs: 2', 'dosas (2, small)': a count of the food before.
  const counted = /^(\d+(?:\.\d+)?)(?: (?:of )?(?:them|those|these)| ([a-z]+))?$/.exec(segment);
  const countedSize = counted?.[2] === undefined ? null : sizeFor(counted[2]);
  if (counted && (counted[2] === undefined || countedSize) && (!previous.statedAmount || corrects)) {
    Object.assign(previous, { quantity: Number(counted[1]), size: countedSize ?? previous.size, statedAmount: true });
    return true;
  }
  const amount = parseSegment(`x_food ${segment}`);
  // 'a latte, large': a size alone is the size of the food before.
  if (amount && !amount.statedAmount && amount.size && !previous.size) previous.size = amount.size;
  // 'Dinner (3 items)': a count of things eaten is no amount of a food.
  if (!amount?.statedAmount || (amount.measure !== null && FOOD_ONLY.test(amount.measure))) return true;
  // 'a salmon fillet, around 170 grams': a weight or volume said after a count is the amount, as
  // 'a slice of pizza weighing 85 g' is (findAmount).
  if (!corrects && namesAnAmount(previous) && (isMeasure(previous.unit) || !isMeasure(amount.unit))) return false;
  Object.assign(previous, { quantity: amount.quantity, unit: amount.unit, size: amount.size ?? previous.size, measure: amount.measure ?? previous.measure, statedAmount: true });
  return true;
}

/** The last foods said as one: the last one and those it is joined to ('toast with butter'). */
function lastRun(foods: SpokenFood[]): SpokenFood[] {
  let first = foods.length - 1;
  while (first > 0 && foods[first]!.joiner !== null) first--;
  return foods.slice(Math.max(first, 0));
}

/**
 * 'biscuit with fruit, 2 biscuits', 'sandwich (3 sandwiches)': a count of the word the food before is
 * named by counts that food. It takes the amount, said after the last of the foods joined to it.
 */
function countsTheFoodBefore(foods: SpokenFood[], food: SpokenFood): boolean {
  if (!food.amountFirst || food.unit !== null || food.food.includes(' ')) return false;
  const run = lastRun(foods);
  const counted = stem(food.food);
  if (run.length === 0 || run.some((f) => f.statedAmount) || !run.some((f) => f.food.split(' ').map(stem).includes(counted))) return false;
  Object.assign(run[run.length - 1]!, { quantity: food.quantity, size: food.size, measure: food.food, statedAmount: true });
  return true;
}

/**
 * '2 eggs 1 toast 1 cup coffee', '1/2 cup rice 3/4 cup beans': a list that puts each amount first
 * needs no separator, so in a phrase that opens with its amount, a number after a word opens the next
 * food. The parts come back with commas between them, as split() gives separators.
 */
function amountLed(segment: string): string[] {
  const words = segment.replace(LEAD, '').trim().split(' ');
  if (!/^\d/.test(words[0]!)) return [segment];
  // Not after a word that leads to an amount: 'a slice of pizza weighing 80 g', '2 slices of 1 pizza', '1 to 2'.
  // Nor after a container before its size ('2 bottles 500 ml').
  const opens = (i: number) => i < words.length - 1 && /^\d+(?:[./]\d+)?$/.test(words[i]!) && /^[a-z]{2,}$/.test(words[i - 1]!) && !isHedge(words[i - 1]!) && !['of', 'or', 'to'].includes(words[i - 1]!) && !sizesContainer(unitFor(words[i - 1]!), words[i + 1]!);
  const pieces: string[][] = [];
  words.forEach((word, i) => (i === 0 || opens(i) ? pieces.push([word]) : pieces[pieces.length - 1]!.push(word)));
  return pieces.flatMap((piece, i) => (i === 0 ? [piece.join(' ')] : [',', piece.join(' ')]));
}

/** A transcript → the meal it names and each food with its amount; `joined` holds the 'X and Y' pairs that name one food. Pure and fast. */
export function parseSpokenFoods(transcript: string, joined: ReadonlySet<string> = new Set()): SpokenMeal {
  const normalized = normalizeTranscript(transcript);
  const { text, mealType } = takeMeal(normalized);
  const cleaned = protectJoined(text, joined)
    .replace(QUESTION, ' , ')
    .replace(TIME_PHRASE, ' , ')
    .replace(VERBS, ' , ')
    .replace(TRAILING, ' ')
    .replace(/\s+/g, ' ');
  const parts = cleaned.split(SEPARATOR).flatMap((part, i) => (i % 2 === 0 ? amountLed(part) : [part]));
  const foods: SpokenFood[] = [];
  let joiner: string | null = null;
  let comma = false;
  // The food read from the segment just before a colon, with no amount: a heading if a food follows.
  let heading: SpokenFood | null = null;
  let previous: SpokenFood | null = null;
  let ahead: string | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!.trim();
    if (i % 2 === 1) {
      if (part === ':') heading = previous && !previous.statedAmount ? previous : null;
      // ', and' joins like 'and'; a comma alone separates.
      joiner = part === ',' || part === ';' || part === ':' ? joiner : part;
      comma ||= part === ',';
      continue;
    }
    const opened = part.replace(LEAD, '').trim();
    const corrects = CORRECTION.test(opened);
    const segment = opened.replace(CORRECTION, '');
    previous = null;
    if (!segment) continue;
    const food = parseSegment(segment);
    if (food && countsTheFoodBefore(foods, food)) continue;
    if (food && heading) foods.splice(foods.indexOf(heading), 1);
    heading = null;
    if (food) foods.push((previous = { ...food, joiner: foods.length > 0 && joiner && JOINERS.has(joiner) ? (joiner as Joiner) : null, ...(comma && foods.length > 0 ? { afterComma: true } : {}) }));
    // '120 g | egg drop soup', '1 cup | kumquat': an amount no food before can take is the next one's,
    // as is one opening a line or list item when the food before has its own ('biscuit, 1 each; 2 cups | yogurt').
    if (food && ahead && !food.statedAmount && attachAmount(previous!, ahead)) previous!.amountFirst = previous!.statedAmount;
    if (food) ahead = null;
    else {
      const opensItem = i === 0 || parts[i - 1]!.trim() === ';';
      const forNext = opensItem && lastRun(foods).some(namesAnAmount);
      ahead = forNext || !attachAmount(foods[foods.length - 1], segment, corrects) ? segment : null;
    }
    joiner = null;
    comma = false;
  }
  return { mealType, foods };
}

/** '2 large', '1/2 cup', '100 g', '1 1/2 cups'. */
export function spokenQuantityText(food: Pick<SpokenFood, 'quantity' | 'unit' | 'size'>): string {
  const parts = [formatAmount(food.quantity)];
  if (food.size) parts.push(food.size);
  if (food.unit) parts.push(unitText(food.unit, food.quantity));
  return parts.join(' ');
}
