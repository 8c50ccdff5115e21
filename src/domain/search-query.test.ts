import { describe, expect, it } from 'vitest';
import { buildSearchQueries, corrections, editDistance, tokenize, type TermInfo } from './search-query.ts';

const term = (ord: number, lexeme: string, foods: number | null, extra: Partial<TermInfo> = {}): TermInfo => ({
  ord, token: lexeme, lexeme, foods, prefix: false, fuzzy: [], ...extra,
});

describe('tokenize', () => {
  it('lower-cases, strips accents and punctuation, caps the word count', () => {
    expect(tokenize('  Crème Brûlée, 2% milk! ')).toEqual(['creme', 'brulee', '2', 'milk']);
    expect(tokenize('a b c d e f g h i j')).toHaveLength(8);
    expect(tokenize('---')).toEqual([]);
  });
});

describe('editDistance and corrections', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('chese', 'chees')).toBe(1);
    expect(editDistance('salmn', 'salmon')).toBe(1);
    expect(editDistance('salmn', 'salt')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('prefers few edits, then common words', () => {
    const candidates = [
      { word: 'best', foods: 2 },
      { word: 'breast', foods: 400 },
      { word: 'bread', foods: 900 },
    ];
    expect(corrections('brest', candidates).map((c) => c.word)).toEqual(['breast']);
    expect(corrections('salmn', [{ word: 'salt', foods: 1500 }, { word: 'salmon', foods: 150 }]).map((c) => c.word)).toEqual(['salmon']);
    expect(corrections('xyz', [{ word: 'chicken', foods: 900 }])).toEqual([]);
  });

  it('counts a changed first letter as one more edit', () => {
    expect(corrections('cantelop', [{ word: 'antelop', foods: 5 }, { word: 'cantaloup', foods: 3 }]).map((c) => c.word)).toContain('cantaloup');
    expect(corrections('hicken', [{ word: 'chicken', foods: 900 }]).map((c) => c.word)).toEqual(['chicken']);
  });
});

describe('buildSearchQueries', () => {
  it('uses a prefix for a half-typed last word and weights for head and front', () => {
    const q = buildSearchQueries([term(1, 'chicken', 900), term(2, 'brea', null, { prefix: true })]);
    expect(q).toEqual({
      match: "'chicken' & 'brea':*",
      any: "'chicken' | 'brea':*",
      brandedMatch: "'chicken' & 'brea':*",
      head: "'chicken':A & 'brea':*A",
      front: "'chicken':AB & 'brea':*AB",
      exact: "'chicken' & 'brea':*",
      phrase: "('chicken':ABC <1> 'brea':*ABC) | ('brea':*A <-> 'chicken':B)",
      lastHead: "'brea':*A",
      keys: ['brea chicken'],
      terms: 2,
    });
  });

  it('takes a plural as a finished word, so "peas" does not find peaches', () => {
    expect(buildSearchQueries([term(1, 'pea', 137, { token: 'peas', prefix: true })])?.match).toBe("'pea'");
    expect(buildSearchQueries([term(1, 'pea', 137, { token: 'pea', prefix: true })])?.match).toBe("'pea':*");
  });

  it('adds the common word one letter off a rare one, as typed or half typed', () => {
    const fuzzy = [{ word: 'chili', foods: 59 }, { word: 'chile', foods: 9 }];
    expect(buildSearchQueries([term(1, 'chilli', 1, { prefix: true, fuzzy })])?.match).toBe("('chilli':* | 'chili')");
    expect(buildSearchQueries([term(1, 'chilli', 1, { fuzzy })])?.match).toBe("('chilli' | 'chili')");
    // Three letters off is another word, not a typo: 'honeydew' is no honey.
    expect(buildSearchQueries([term(1, 'honeydew', 2, { prefix: true, fuzzy: [{ word: 'honey', foods: 80 }] })])?.match).toBe("'honeydew':*");
  });

  it('keeps the words in the order and at the distances typed, or inverted as USDA writes names', () => {
    expect(buildSearchQueries([term(1, 'egg', 300)])?.phrase).toBeNull();
    const q = buildSearchQueries([term(1, 'spaghetti', 40), term(3, 'meat', 300), term(4, 'sauc', 200)]);
    expect(q?.phrase).toBe("('spaghetti':ABC <2> 'meat':ABC <1> 'sauc':ABC) | ('sauc':A <-> 'spaghetti':B <2> 'meat':B)");
  });

  it('keys the query by its sorted words, to compare with the other names of a food', () => {
    expect(buildSearchQueries([term(1, 'string', 25), term(2, 'chees', 922)])?.keys).toEqual(['chees string']);
  });

  it('keys the query also by the corrections of its words', () => {
    // 'lasagne' is in a few foods, one letter off 'lasagna' in many: both are compared.
    const lasagne = term(1, 'lasagn', 2, { fuzzy: [{ word: 'lasagna', foods: 30 }] });
    expect(buildSearchQueries([lasagne])?.keys).toEqual(['lasagn', 'lasagna']);
    const zuchini = term(2, 'zuchini', null, { fuzzy: [{ word: 'zucchini', foods: 12 }] });
    expect(buildSearchQueries([term(1, 'raw', 900), zuchini])?.keys).toEqual(['raw zuchini', 'raw zucchini']);
  });

  it('takes a common complete last word as typed in full, sooner for Branded foods', () => {
    // 'fried egg' is not 'Fried eggplant'.
    expect(buildSearchQueries([term(1, 'egg', 400, { prefix: true })])).toMatchObject({ match: "'egg'", brandedMatch: "'egg'" });
    expect(buildSearchQueries([term(1, 'oat', 100, { prefix: true })])).toMatchObject({ match: "'oat':*", brandedMatch: "'oat'" });
    expect(buildSearchQueries([term(1, 'chick', 3, { prefix: true })])).toMatchObject({ match: "'chick':*", brandedMatch: "'chick':*" });
  });

  it('replaces unknown words by their corrections and drops hopeless ones', () => {
    const q = buildSearchQueries([
      term(1, 'chiken', null, { fuzzy: [{ word: 'chicken', foods: 900 }] }),
      term(2, 'zzzz', null),
      term(3, 'brest', null, { fuzzy: [{ word: 'breast', foods: 400 }, { word: 'best', foods: 2 }] }),
    ]);
    expect(q?.match).toBe("'chicken' & 'breast'");
    expect(q?.terms).toBe(2);
  });

  it('searches a word typed as one for its two words, one after the other', () => {
    const q = buildSearchQueries([term(1, 'peanutbutt', null, { token: 'peanutbutter', split: ['peanut', 'butter'] })]);
    expect(q).toMatchObject({ match: "('peanut' <-> 'butter')", head: "('peanut':A <-> 'butter':A)", terms: 2 });
    expect(buildSearchQueries([term(1, 'meatloaf', 4, { split: ['meat', 'loaf'] })])?.match).toBe("('meatloaf' | ('meat' <-> 'loaf'))");
  });

  it('adds a common twin next to a rare exact word', () => {
    const q = buildSearchQueries([term(1, 'chiken', 1, { fuzzy: [{ word: 'chicken', foods: 900 }] })]);
    expect(q?.match).toBe("('chiken' | 'chicken')");
  });

  it('adds the common word a short, rare word starts, but not to a short word of its own', () => {
    const mac = term(1, 'mac', 6, { longer: { word: 'macaroni', foods: 80 } });
    expect(buildSearchQueries([mac, term(3, 'chees', 900)])?.match).toBe("('mac' | 'macaroni') & 'chees'");
    expect(buildSearchQueries([term(1, 'choc', null, { longer: { word: 'chocol', foods: 700 } })])?.match).toBe("'chocol'");
    expect(buildSearchQueries([term(1, 'tri', 14, { longer: { word: 'trim', foods: 958 } }), term(2, 'tip', 40)])?.match).toBe("'tri' & 'tip'");
  });

  it("reads the last word as a name's whole head, for two words or more", () => {
    expect(buildSearchQueries([term(1, 'beef', 500), term(2, 'taco', 60)])?.lastHead).toBe("'taco':A");
    expect(buildSearchQueries([term(1, 'taco', 60)])?.lastHead).toBeNull();
  });

  it('counts a repeated stem once, returns null when nothing is left and escapes quotes', () => {
    expect(buildSearchQueries([term(1, 'egg', 300), term(2, 'egg', 300)])?.terms).toBe(1);
    expect(buildSearchQueries([term(1, 'qqq', null)])).toBeNull();
    expect(buildSearchQueries([term(1, "o'neil", 3)])?.match).toBe("'o''neil'");
  });
});
