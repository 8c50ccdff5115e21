/** Text → its plain words: lower case, accents and punctuation removed. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '');
}

/** Query text → plain tokens: lower case, accents and punctuation removed, at most 8 words. */
export function tokenize(query: string): string[] {
  return plainWords(query)
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

/** What the vocabulary says about one query word (after English stemming). */
export interface TermInfo {
  ord: number;
  /** The word as typed (tokenized). */
  token: string;
  lexeme: string;
  /** How many foods contain the word, null when no food does. */
  foods: number | null;
  /** Some indexed word starts with it (only looked up for the last word, which may be half typed). */
  prefix: boolean;
  /** Indexed words that look alike (trigram similarity), to pick typo corrections from. */
  fuzzy: { word: string; foods: number }[];
  /** For a short typed word, the indexed word in most foods that starts with it ('mac' → 'macaroni'). */
  longer?: { word: string; foods: number } | null;
  /** Two indexed words the typed one is made of, when it is rare or unknown ('peanutbutter'). */
  split?: [string, string];
}

export interface SearchQueries {
  /** Every term anywhere in the name or brand. */
  match: string;
  /** The same for Branded foods, where a common complete last word is not also used as a prefix. */
  brandedMatch: string;
  /** Any one of the terms, anywhere. */
  any: string;
  /** Every term in the text before the first comma. */
  head: string;
  /** Every term before the second comma. */
  front: string;
  /** Every term as a whole word (no prefix or typo alternative). */
  exact: string;
  /** The words in the order and at the distances typed ('hamburger bun' in 'Roll, white, hamburger bun'); null for one word. */
  phrase: string | null;
  /** The last word as a whole head ('Taco, corn tortilla, beef' for 'beef taco'); null for one word. */
  lastHead: string | null;
  /**
   * The query's stemmed words, sorted, compared with the food's other names (decision 055): as typed,
   * and with each word's typo corrections ('zuchini', 'lasagne' → 'lasagna').
   */
  keys: string[];
  /** How many words the query has as it is searched (a typed word split in two counts two). */
  terms: number;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsquery text for names in other languages (food_names, unstemmed): every word, the last one
 * also as the start of a word, since it may be half typed.
 */
export function otherNameQuery(tokens: string[]): string {
  return tokens.map((t, i) => `${quote(t)}${i === tokens.length - 1 ? ':*' : ''}`).join(' & ');
}

/** A word, or two words one after the other (a typed word split in two). */
type Alternative = { lexeme: string; prefix: boolean; next?: string };

/** Optimal string alignment distance: edits, with a swap of two neighbours as one edit. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Typo corrections for a word: fewest edits first, and a word found in many foods may win over a
 * rare one with one edit fewer ('brest' → 'breast', not 'best'). At most two, and never more than
 * a third of the word's letters changed.
 */
export function corrections(lexeme: string, candidates: { word: string; foods: number }[]): { word: string; foods: number }[] {
  const scored = candidates
    .filter((c) => c.word !== lexeme)
    .map((c) => ({ ...c, edits: editDistance(lexeme, c.word) }))
    .filter((c) => c.edits <= Math.max(1, Math.ceil(lexeme.length / 3)))
    // A changed first letter costs one edit more: typos rarely hit it ('cantelope' is not antelope).
    .map((c) => ({ ...c, cost: c.edits + (c.word[0] === lexeme[0] ? 0 : 1) - 0.5 * Math.log10(1 + c.foods) }))
    .sort((a, b) => a.cost - b.cost);
  const best = scored[0]?.cost ?? 0;
  return scored.filter((c) => c.cost <= best + 0.3).slice(0, 2).map(({ word, foods }) => ({ word, foods }));
}

// A word in this many foods is taken as typed in full when searching Branded foods: prefix
// matching there reads many more index entries (milk, milkfat, milkshake...). Four times as many
// and it is taken so for every food: 'fried egg' is finished, not the start of 'Fried eggplant'.
const COMPLETE_WORD_FOODS = 50;
const COMMON_WORD_FOODS = 4 * COMPLETE_WORD_FOODS;

const SHORTENED_RATIO = 10;
const SHORTENED_MAX_FOODS = 10;
const SHORTENED_MIN_FOODS = 20;

function alternativesFor(term: TermInfo, last: boolean, branded = false): Alternative[] {
  const known = term.foods !== null;
  const close = corrections(term.lexeme, term.fuzzy);
  // A word found in only a few foods one letter off a common word is probably a typo in the data.
  const common = known ? close.filter((f) => f.foods >= 5 * (term.foods ?? 0) && f.foods >= 5 && editDistance(term.lexeme, f.word) === 1).slice(0, 2).map((f) => ({ lexeme: f.word, prefix: false })) : [];
  // A plural ('peas' → 'pea') is a finished word: no prefix, so it does not find peaches.
  const plural = term.token.length > term.lexeme.length && term.token.endsWith('s');
  const split = term.split ? [{ lexeme: term.split[0], prefix: false, next: term.split[1] }] : [];
  // A short word in few foods, the start of a word in many times more, is that word shortened:
  // 'mac and cheese', 'mayo'. Both are searched for. A short word in more foods is a word of its own
  // ('tri-tip' is not 'trimmed').
  const { longer } = term;
  const shortens = longer && (term.foods ?? 0) < SHORTENED_MAX_FOODS && longer.foods >= SHORTENED_RATIO * Math.max(term.foods ?? 0, 1) && longer.foods >= SHORTENED_MIN_FOODS;
  const shortened = shortens ? [{ lexeme: longer.word, prefix: false }] : [];
  if (!known && shortens) return shortened;
  if (last && term.prefix && !plural && (term.foods ?? 0) < (branded ? COMPLETE_WORD_FOODS : COMMON_WORD_FOODS)) return [{ lexeme: term.lexeme, prefix: true }, ...common, ...shortened, ...split];
  if (known) return [{ lexeme: term.lexeme, prefix: false }, ...common, ...shortened, ...split];
  // Two words run together are what was typed; corrections of the whole word are guesses.
  if (split.length > 0) return split;
  return close.slice(0, 3).map((f) => ({ lexeme: f.word, prefix: false }));
}

function clause(alternatives: Alternative[], weights: string): string {
  const word = (lexeme: string, prefix: boolean) => `${quote(lexeme)}${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`;
  const parts = alternatives.map((a) => (a.next ? `(${word(a.lexeme, a.prefix)} <-> ${word(a.next, false)})` : word(a.lexeme, a.prefix)));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

/**
 * Builds tsquery texts (cast with ::tsquery, so no dictionary runs on them again). Words with no
 * match and no near match are left out; null when nothing is left to search for.
 */
export function buildSearchQueries(terms: TermInfo[]): SearchQueries | null {
  const lastOrd = Math.max(...terms.map((t) => t.ord));
  const resolved = terms
    .map((t) => ({ term: t, alternatives: alternativesFor(t, t.ord === lastOrd) }))
    .filter((r) => r.alternatives.length > 0);
  // The same stem twice ('egg eggs') is one term.
  const unique = resolved.filter((r, i) => resolved.findIndex((o) => o.term.lexeme === r.term.lexeme) === i);
  if (unique.length === 0) return null;
  const join = (weights: string) => unique.map((r) => clause(r.alternatives, weights)).join(' & ');
  const brandedMatch = unique.map((r) => clause(alternativesFor(r.term, r.term.ord === lastOrd, true), '')).join(' & ');
  const exact = unique
    .map((r) => (r.term.foods !== null ? quote(r.term.lexeme) : clause(r.alternatives, '')))
    .join(' & ');
  return { match: join(''), any: unique.map((r) => clause(r.alternatives, '')).join(' | '), brandedMatch, head: join('A'), front: join('AB'), exact, phrase: phraseOf(unique), lastHead: lastHeadOf(unique), keys: keysOf(terms, resolved), terms: unique.reduce((n, r) => n + (r.alternatives.every((a) => a.next) ? 2 : 1), 0) };
}

// In the name (not its other names), in the order typed, with the distances typed (stop words keep
// their place, as in the index): 'hamburger bun' in 'Roll, white, hamburger bun'. Or as USDA inverts
// a name, the last word first and the rest after the comma: 'apple pie' in 'Pie, apple'.
function phraseOf(resolved: { term: TermInfo; alternatives: Alternative[] }[]): string | null {
  if (resolved.length < 2) return null;
  const ordered = [...resolved].sort((a, b) => a.term.ord - b.term.ord);
  const inOrder = ordered.map((r, i) => (i === 0 ? '' : ` <${r.term.ord - ordered[i - 1]!.term.ord}> `) + clause(r.alternatives, 'ABC')).join('');
  const rest = ordered.slice(0, -1).map((r, i) => (i === 0 ? '' : ` <${r.term.ord - ordered[i - 1]!.term.ord}> `) + clause(r.alternatives, 'B')).join('');
  return `(${inOrder}) | (${clause(ordered.at(-1)!.alternatives, 'A')} <-> ${rest})`;
}

function lastHeadOf(resolved: { term: TermInfo; alternatives: Alternative[] }[]): string | null {
  if (resolved.length < 2) return null;
  const last = resolved.reduce((a, b) => (b.term.ord > a.term.ord ? b : a));
  return clause(last.alternatives, 'A');
}

const MAX_KEYS = 8;

// Every combination of each word as typed and its corrections (at most eight): an other name is
// compared with the words meant, so 'lasagne' finds what USDA calls 'lasagna'.
function keysOf(terms: TermInfo[], resolved: { term: TermInfo; alternatives: Alternative[] }[]): string[] {
  let keys: string[][] = [[]];
  for (const term of terms) {
    const alternatives = resolved.find((r) => r.term === term)?.alternatives ?? [];
    const words = [...new Set([term.lexeme, ...alternatives.filter((a) => !a.next).map((a) => a.lexeme)])];
    keys = keys.flatMap((key) => words.map((w) => [...key, w])).slice(0, MAX_KEYS);
  }
  return [...new Set(keys.map((key) => [...new Set(key)].sort().join(' ')))];
}
