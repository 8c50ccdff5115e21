import de from './glossary/de.json' with { type: 'json' };
import es from './glossary/es.json' with { type: 'json' };
import { foodGlossary, glossaryKey, type FoodGlossary } from '../schemas/glossary.ts';

/** The longest phrase looked up, in words. */
const LONGEST = 4;
/** The shortest part a compound word is split into ('Apfel|saft'). */
const SHORTEST_PART = 3;
/** Letters that join the parts of a compound ('Hähnchen|s|…', 'Tomate|n|…'), tried after none. */
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];

interface Glossary {
  words: Map<string, string>;
  joining: Set<string>;
  endings: string[];
  headFirst: boolean;
  /** Compounds are written as one word (German): an unknown word may be two known ones. */
  compounds: boolean;
}

function load(data: unknown, compounds: boolean): Glossary {
  const g: FoodGlossary = foodGlossary.parse(data);
  return {
    words: new Map(g.entries.map(([word, english]) => [glossaryKey(word), english])),
    joining: new Set(g.joining.map(glossaryKey)),
    endings: g.endings,
    headFirst: g.headFirst,
    compounds,
  };
}

const glossaries = new Map([
  ['es', load(es, false)],
  ['de', load(de, true)],
]);

/** A word as listed, or without one of its endings ('manzanas', 'gebratene'). */
function inflected(g: Glossary, word: string): string | undefined {
  for (const form of formsOf(g, word)) {
    const found = g.words.get(form);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A compound of two known words, the first possibly with a joining letter or without its final e ('Erdbeer|joghurt'). */
function compound(g: Glossary, word: string): string | undefined {
  for (let cut = word.length - SHORTEST_PART; cut >= SHORTEST_PART; cut--) {
    const tail = inflected(g, word.slice(cut));
    if (tail === undefined) continue;
    const head = word.slice(0, cut);
    for (const link of LINKS) {
      if (!head.endsWith(link) || head.length - link.length < SHORTEST_PART) continue;
      const stem = head.slice(0, head.length - link.length);
      const first = inflected(g, stem) ?? inflected(g, `${stem}e`);
      if (first !== undefined) return `${first} ${tail}`;
    }
  }
  return undefined;
}

/**
 * A food query in the reader's language in the English words USDA's names use ('pechuga de pollo' →
 * 'chicken breast', 'Apfelsaft' → 'apple juice'): the longest listed phrase first, words the glossary
 * does not know kept as typed. The same text when no word is known, or the language has no glossary.
 */
export function foodQueryInEnglish(query: string, language: string): string {
  const g = glossaries.get(language);
  if (!g) return query;
  const words = glossaryKey(query).split(' ').filter((w) => w !== '');
  const parts: string[] = [];
  let known = false;
  for (let i = 0; i < words.length; ) {
    let english: string | undefined;
    let used = 1;
    for (let n = Math.min(LONGEST, words.length - i); n > 1 && english === undefined; n--) {
      const phrase = words.slice(i, i + n);
      english = inflectedPhrase(g, phrase);
      if (english !== undefined) used = n;
    }
    const word = words[i]!;
    english ??= inflected(g, word) ?? (g.compounds ? compound(g, word) : undefined);
    if (english !== undefined) {
      known = true;
      parts.push(english);
    } else if (!g.joining.has(word)) parts.push(word);
    i += used;
  }
  if (!known) return query;
  return (g.headFirst ? parts.reverse() : parts).join(' ');
}

/** A word as typed and without each ending it may carry. */
const formsOf = (g: Glossary, word: string) => [word, ...g.endings.filter((e) => word.length - e.length >= SHORTEST_PART && word.endsWith(e)).map((e) => word.slice(0, -e.length))];

/** A listed phrase whose words may each carry an ending ('judías verdes', 'rote Linsen'). */
function inflectedPhrase(g: Glossary, phrase: string[]): string | undefined {
  let keys = [''];
  for (const word of phrase) keys = keys.flatMap((k) => formsOf(g, word).map((f) => (k ? `${k} ${f}` : f)));
  for (const key of keys) {
    const found = g.words.get(key);
    if (found !== undefined) return found;
  }
  return undefined;
}
