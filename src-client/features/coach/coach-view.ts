import type { LatestSuggestions } from '../../../src/schemas/ai.ts';

/** Generate new suggestions when there are none for today or food was logged since they were made. */
export function needsGeneration(latest: Pick<LatestSuggestions, 'generatedAt' | 'stale'> | undefined): boolean {
  if (!latest) return false;
  return latest.generatedAt === null || latest.stale;
}

/** A key identifying one state of the stored suggestions, so each state triggers at most one generation. */
export function generationKey(latest: Pick<LatestSuggestions, 'date' | 'generatedAt' | 'stale'>): string {
  return `${latest.date}|${latest.generatedAt ?? 'none'}|${latest.stale ? 'stale' : 'fresh'}`;
}
