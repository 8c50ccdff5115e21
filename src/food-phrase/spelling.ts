import { editDistance } from '../domain/search-query.ts';

/** Words shorter than this are left as typed: one edit makes too many other words of them. */
const SHORTEST = 4;

/**
 * A food's words as the found foods' names spell them: each word no food is named with (`unknown`,
 * from the search vocabulary) becomes the closest word of those names ('bannana' → 'banana', 'brocoli'
 * → 'broccoli'), when it starts with the same letter and is one edit away (two in a word of six letters or more:
 * 'felt' is not 'full').
 */
export function spelledAsNamed(food: string, unknown: ReadonlySet<string>, names: readonly string[]): string {
  const vocabulary = [...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)))].filter((w) => w.length >= SHORTEST - 1);
  return food
    .split(' ')
    .map((word) => {
      if (!unknown.has(word) || word.length < SHORTEST || !/^[a-z]+$/.test(word)) return word;
      const limit = word.length <= 5 ? 1 : 2;
      const close = vocabulary
        .filter((w) => w[0] === word[0])
        .map((w) => ({ w, edits: editDistance(word, w) }))
        .filter((c) => c.edits <= limit)
        // Fewest edits, then the length nearest the word typed.
        .sort((a, b) => a.edits - b.edits || Math.abs(a.w.length - word.length) - Math.abs(b.w.length - word.length));
      return close[0]?.w ?? word;
    })
    .join(' ');
}
