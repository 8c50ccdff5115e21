// A food the user logged at least twice lately outranks the plain food among matches of the query.
export const FREQUENT_BONUS = 2;

/** Matches as parallel columns, in search order: compact to keep. */
export interface ScoredMatches {
  ids: Int32Array;
  scores: Float64Array;
  ranks: Float64Array;
  lens: Int32Array;
}

/** A scored food: what the search orders by. */
export interface Ranked {
  id: number;
  score: number;
  rank: number;
  len: number;
}

/** Search order: score, then the static rank, then the shorter name, then the id. */
export function searchOrder(a: Ranked, b: Ranked): number {
  return b.score - a.score || b.rank - a.rank || a.len - b.len || a.id - b.id;
}

/**
 * One user's first `limit` foods: the shared matches with the user's frequent foods raised, and
 * their own foods (`ownMatches`) above all. The shared matches are in search order, so of those
 * not raised only the first `limit` can be in the answer.
 */
export function rankedFor(shared: ScoredMatches, frequent: readonly number[], own: readonly Ranked[], limit: number): Ranked[] {
  const raised = new Set(frequent);
  const picked: Ranked[] = [...own];
  let plain = 0;
  for (let i = 0; i < shared.ids.length; i++) {
    const id = shared.ids[i]!;
    const often = raised.has(id);
    if (!often && plain++ >= limit) continue;
    picked.push({ id, score: shared.scores[i]! + (often ? FREQUENT_BONUS : 0), rank: shared.ranks[i]!, len: shared.lens[i]! });
  }
  return picked.sort(searchOrder).slice(0, limit);
}

