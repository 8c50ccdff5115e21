import type { EngineName, LatestSuggestions } from '../../../src/schemas/ai.ts';

export const ENCOURAGEMENT =
  "You're doing great! Keep logging your meals and your coach will have personalised suggestions for you.";

export function engineLabel(engine: EngineName): string {
  return engine === 'provider' ? 'AI model' : 'Built-in coach';
}

/** Generate new suggestions when there are none for today or food was logged since they were made. */
export function needsGeneration(latest: Pick<LatestSuggestions, 'generatedAt' | 'stale'> | undefined): boolean {
  if (!latest) return false;
  return latest.generatedAt === null || latest.stale;
}

/** A key identifying one state of the stored suggestions, so each state triggers at most one generation. */
export function generationKey(latest: Pick<LatestSuggestions, 'date' | 'generatedAt' | 'stale'>): string {
  return `${latest.date}|${latest.generatedAt ?? 'none'}|${latest.stale ? 'stale' : 'fresh'}`;
}
