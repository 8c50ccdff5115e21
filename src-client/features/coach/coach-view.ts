import type { CoachApply, EngineName, LatestSuggestions } from '../../../src/schemas/ai.ts';

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

/** The confirmation before 'Apply' changes the targets. */
export function targetQuestion(a: Extract<CoachApply, { kind: 'target' }>): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  return `Change your daily calorie target from ${n(a.currentCalories)} kcal to ${n(a.calories)} kcal (protein ${n(a.protein)} g, carbs ${n(a.carbs)} g, fats ${n(a.fats)} g)?`;
}
