import { describe, expect, it } from 'vitest';
import { FREQUENT_BONUS, rankedFor, searchOrder, type Ranked, type ScoredMatches } from './search-ranking.ts';

/** Shared matches in search order, as the database sends them. */
function shared(foods: Ranked[]): ScoredMatches {
  const sorted = [...foods].sort(searchOrder);
  return {
    ids: Int32Array.from(sorted.map((f) => f.id)),
    scores: Float64Array.from(sorted.map((f) => f.score)),
    ranks: Float64Array.from(sorted.map((f) => f.rank)),
    lens: Int32Array.from(sorted.map((f) => f.len)),
  };
}

const foods: Ranked[] = Array.from({ length: 60 }, (_, i) => ({ id: 100 + i, score: 10 - i * 0.1, rank: 0.5, len: 12 }));

describe('rankedFor', () => {
  it('is the shared order for a user with no frequent or own foods', () => {
    expect(rankedFor(shared(foods), [], [], 25).map((f) => f.id)).toEqual(foods.slice(0, 25).map((f) => f.id));
  });

  it('raises a frequent food from far down, exactly as if every match were scored for the user', () => {
    // 10 - 30 * 0.1, just under 7, raised to just under 9: after the foods at 9 or more (ids 100 to 110).
    const ranked = rankedFor(shared(foods), [130], [], 25);
    expect(ranked.map((f) => f.id).indexOf(130)).toBe(11);
    expect(ranked.find((f) => f.id === 130)!.score).toBe(foods[30]!.score + FREQUENT_BONUS);
    const everyMatch = foods.map((f) => (f.id === 130 ? { ...f, score: f.score + FREQUENT_BONUS } : f)).sort(searchOrder).slice(0, 25);
    expect(ranked).toEqual(everyMatch);
  });

  it('leaves out a frequent food still below the limit, and puts own foods first', () => {
    const own = [{ id: 1, score: 105, rank: 0, len: 5 }];
    const ranked = rankedFor(shared(foods), [159], own, 25);
    expect(ranked[0]!.id).toBe(1);
    expect(ranked.map((f) => f.id)).not.toContain(159);
    expect(ranked).toHaveLength(25);
  });

  it('orders equal scores by static rank, then the shorter name, then the id', () => {
    const tied = [
      { id: 3, score: 5, rank: 0.2, len: 10 },
      { id: 2, score: 5, rank: 0.2, len: 8 },
      { id: 1, score: 5, rank: 0.2, len: 10 },
      { id: 4, score: 5, rank: 0.9, len: 30 },
    ];
    expect(rankedFor(shared(tied), [], [], 10).map((f) => f.id)).toEqual([4, 2, 1, 3]);
  });
});
