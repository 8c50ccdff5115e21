// How a USDA food name relates to the words a person said: which words it has, which it adds, and
// what it is about. Read from USDA's naming conventions (comma parts, 'NFS', 'NS as to …', 'or').
import { comparable, stem } from '../../../src/food-phrase/words.ts';
import { isNotSpecified } from '../../food-data/food-facts.ts';
import { UNSPECIFIED_STATE } from '../../food-data/search-rank.ts';

export const nameWords = (text: string) => text.toLowerCase().split(/[^a-z0-9%]+/).filter(Boolean).map(stem);
/**
 * A said word names a word of a USDA name (prefix match, so 'egg' finds 'eggs'; 'cooky', said
 * 'cookies', finds 'cookie'); a letter ('O's') only that letter.
 */
export const names = (said: string, word: string) => {
  const [s, w] = [comparable(said), comparable(word)];
  return s.length === 1 ? w === s : w.startsWith(s) || (s.startsWith(w) && w.length > 3);
};

/** How many of the wanted words the name has. */
export function coverage(name: string, wanted: string[]): number {
  if (wanted.length === 0) return 0;
  const words = nameWords(name);
  return wanted.filter((w) => words.some((n) => names(w, n))).length / wanted.length;
}

const NOTE = /\(([^)]*)\)/g;

/** The name without its notes in brackets ('(Includes mini-muffins)'): they say what else the code covers, not what the food is. */
export const withoutNotes = (name: string) => name.replace(NOTE, ' ');

/** The texts of a name's notes in brackets ('Energy drink (Red Bull)' → 'Red Bull'). */
export const notesOf = (name: string) => [...name.matchAll(NOTE)].map((m) => m[1]!);

const JOINING = new Set(['a', 'an', 'and', 'as', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'made']);
export const isJoining = (word: string) => JOINING.has(word);
/**
 * USDA's part for the plain state of a food narrows nothing: 'NFS', 'NS as to type', 'regular', 'plain',
 * 'unsweetened' (nothing added, as 'plain' says of flavour: 'Coconut water, unsweetened'), 'without …' (what the food lacks,
 * as someone saying nothing of it means: 'Onions, …, without salt'), 'excluding …' (the family but one kind) and
 * USDA's word for the unspecified state ('cooked', 'brewed', 'commercially prepared'), as search reads it (decision 027):
 * a named method ('fried', 'roasted') is a variant, so 'Tofu, fried' is no plain tofu. Nor 'prepared from recipe, made
 * with low fat milk'. Notes in brackets ('(Includes mini-muffins)') neither.
 */
const plainPart = (part: string) => {
  const words = part.trim().toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const short = words.length <= 2 && (UNSPECIFIED_STATE.test(part.trim().toLowerCase()) || words.includes('prepared'));
  return isNotSpecified(part) || words[0] === 'excluding' || words[0] === 'without' || words.every((w) => w === 'regular' || w === 'plain' || w === 'unsweetened') || short;
};

/** A part without what it says the food lacks: 'grilled without sauce' → 'grilled'. */
const lacking = (part: string) => part.split(/\bwithout\b/)[0]!;

/** The words a name says the food is without ('Apples, raw, without skin' → skin; 'Popcorn, air-popped, no butter added' → butter). */
export const lacked = (name: string) => [...name.toLowerCase().matchAll(/\b(?:without|no) ([^,(]+)/g)].flatMap((m) => nameWords(m[1]!.replace(/\badded\b/, '')));

/** The words of a name's parts that narrow it: the plain parts left out ('Egg, whole, cooked, NS as to cooking method' is an egg, whole). */
export const tellingWords = (name: string) => nameWords(nsListAsOnePart(withoutNotes(name).toLowerCase()).split(',').filter((part) => !plainPart(part)).map(lacking).join(','));

/** The kinds a name says it does not specify: 'Cream, NS as to light, heavy, or half and half' → light, heavy, half. */
export const unspecifiedKinds = (name: string) =>
  [...nsListAsOnePart(withoutNotes(name).toLowerCase()).matchAll(/\bns as to ([^,]+)/g)].flatMap((m) => nameWords(m[1]!)).filter((w) => !['or', 'and', 'type', 'form', 'kind'].includes(w));

/** 'NS as to light, heavy, or half and half' lists what is not specified: one part, not three. */
const nsListAsOnePart = (name: string) => name.replace(/\bns as to [^,]+(?:, [^,]+)*?, or [^,]+/g, (list) => list.replace(/,/g, ''));

/**
 * The words of a USDA name that narrow the food beyond what was said: 'Cottage cheese, farmer's' is
 * one narrower than 'Cheese, cottage, NFS' for 'cottage cheese', and 'Dumpling, no meat' or 'Eggs,
 * scrambled, frozen mixture' say what the person did not. Parts matching `skip` are left out.
 */
export function unsaid(name: string, said: string[], skip = (_part: string) => false): number {
  const isSaid = (w: string) => w.length < 2 || JOINING.has(w) || said.some((s) => names(s, stem(w)));
  const parts = nsListAsOnePart(withoutNotes(name).toLowerCase()).split(',').map((part, i) => ({ part, later: i > 0 })).filter(({ part }) => !plainPart(part) && !skip(part));
  const count = ({ part: whole, later }: { part: string; later: boolean }) => {
    // What a part says the food lacks narrows nothing either ('grilled without sauce').
    const part = lacking(whole);
    const alternatives = part.split(/\bor\b|\//).map((alt) => alt.split(/[^a-z]+/).filter(Boolean));
    // After the first term, one alternative said names the kind; the others are other names of it
    // ('Wonton, dumpling or pot sticker'). In the first term a later word belongs to each ('Taco or tostada salad').
    if (later && alternatives.length > 1 && alternatives.some((alt) => alt.length > 0 && alt.every(isSaid))) return 0;
    // Phrases that are alternatives say one thing either way ('from restaurant or fast food'): the nearest counts.
    if (alternatives.length > 1 && alternatives.every((alt) => alt.length > 1)) return Math.min(...alternatives.map((alt) => alt.filter((w) => !isSaid(w)).length));
    // A one-word alternative not said is another name of the same thing ('Cake or cupcake', 'Hot chocolate / cocoa').
    // A word said twice in one part is one word more ('half and half').
    return new Set(alternatives.filter((alt, _, all) => all.length === 1 || alt.length > 1 || isSaid(alt[0] ?? '')).flat().filter((w) => !isSaid(w))).size;
  };
  return parts.reduce((sum, part) => sum + count(part), 0);
}

/**
 * The name without what it says the food is made with, or in its first term served on, as USDA writes
 * the usual dish: 'Lasagna with meat, frozen' → 'Lasagna, frozen', 'Egg sandwich on white bread, with
 * cheese' → 'Egg sandwich,', 'Cake or cupcake, chocolate with chocolate icing' → 'Cake or cupcake, chocolate'.
 */
export function asUsuallyMade(name: string): string {
  // What is 'added' is more than the usual recipe ('Popcorn, air-popped, with added butter').
  const made = /\bwith\b(?! added\b)/;
  const [first = '', ...rest] = name.split(',');
  return [first.split(/\bon\b/)[0]!.split(made)[0]!.trimEnd(), ...rest.map((part) => part.split(made)[0]!.trimEnd())].join(',');
}

/**
 * The thing a USDA name is about: the last word of its first term ('Taco, corn tortilla, beef' is a
 * taco, 'Beef taco filling' a filling, 'Pizza with pepperoni' a pizza).
 */
export function nameHead(name: string): string {
  return nameHeads(name)[0]!;
}

const lastWord = (text: string) => stem(text.split(/[^a-z]+/).filter(Boolean).pop() ?? '');
// The last two words written as one, as people often write them ('Meat loaf' is a meatloaf).
const closedUp = (text: string) => stem(text.split(/[^a-z]+/).filter(Boolean).slice(-2).join(''));

/**
 * Each alternative's head ('Egg omelet or scrambled egg' is about an omelet or an egg; 'Hot chocolate /
 * cocoa' about chocolate or cocoa), and the kind when USDA names a family first ('Cereal, granola' is
 * granola, 'Nuts, walnuts' walnuts). A head USDA writes as two words is also the one word people write
 * ('Meat loaf, NS as to type of meat' is about a meatloaf).
 */
export function nameHeads(name: string): string[] {
  const [first = '', second = ''] = name.toLowerCase().split(/[,:(]/);
  const alternatives = first.split(/\b(?:with|in|on|and)\b/)[0]!.split(/\bor\b|\//);
  const heads = [...alternatives.map(lastWord), ...alternatives.map(closedUp)];
  return first.trim().includes(' ') || second.trim() === '' ? heads : [...heads, ...second.split(/\bor\b|\//).map(lastWord)];
}

/** The noun after a pair of kinds ('Pork and beef sausage', 'Peanut butter and jelly sandwich'), or null. */
export function pairedHead(name: string): string | null {
  const after = name.toLowerCase().split(/[,:(]/)[0]!.split(/\b(?:with|in|on)\b/)[0]!.split(/\band\b/).slice(1).pop()?.trim() ?? '';
  return after.includes(' ') ? lastWord(after) : null;
}

/**
 * The head of a first term written as an English phrase, the last word of its last alternative
 * ('Chocolate milk' is milk, 'Chicken or turkey salad' a salad); null for a one-word first term,
 * where USDA may name a family before its kind ('Milk, chocolate', 'Chicken, breast').
 */
export function phraseHead(name: string): string | null {
  const first = name.toLowerCase().split(/[,:(]/)[0]!.split(/\b(?:with|in|on|and)\b/)[0]!;
  return first.trim().includes(' ') ? lastWord(first.split(/\bor\b|\//).pop()!) : null;
}

/** USDA names a food in a preparation by a later part of its name: 'Bread, wheat, toasted' is toast. */
export function preparedAs(name: string, head: string): boolean {
  return name.toLowerCase().split(',').slice(1).some((part) => part.trim() === `${head}ed` || part.trim() === `${head}d`);
}

/**
 * The word of a food's name a said word stands for: itself when the name has it, else the common noun
 * ending an other name that lists kinds of the food ('spaghetti, any shape pasta' and 'marinara, red
 * sauce' on 'Pasta with tomato-based sauce': 'spaghetti' is its pasta, 'marinara' its sauce), as
 * search reads such lists (`search_also_items`, decision 027).
 */
export function asNamed(name: string, alsoCalled: string[], said: string): string {
  if (nameWords(name).some((w) => names(said, w))) return said;
  const first = nameWords(name.split(',')[0]!);
  for (const list of alsoCalled.filter((d) => d.includes(','))) {
    const items = list.split(',');
    const common = nameWords(items[items.length - 1]!).find((w) => first.includes(w));
    // An item that is one word ('spaghetti', not 'tomato-based': a tomato is no sauce).
    const isItem = (item: string) => nameWords(item).filter((w) => !JOINING.has(w)).join(' ');
    if (common && items.some((item) => !isItem(item).includes(' ') && names(said, isItem(item)))) return common;
  }
  return said;
}

/** Other names 'NS source', 'NS sauce kind': the details USDA codes the food for when they went unreported. */
export const unreportedDetails = (alsoCalled: string[]) => alsoCalled.filter((d) => /^NS\b/.test(d)).length;
