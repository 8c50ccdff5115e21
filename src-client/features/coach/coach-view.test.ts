import { describe, expect, it } from 'vitest';
import { engineLabel, generationKey, needsGeneration, targetQuestion } from './coach-view.ts';

describe('coach view', () => {
  it('generates when nothing exists for today or the list is stale', () => {
    expect(needsGeneration(undefined)).toBe(false);
    expect(needsGeneration({ generatedAt: null, stale: false })).toBe(true);
    expect(needsGeneration({ generatedAt: '2026-01-01T08:00:00Z', stale: true })).toBe(true);
    expect(needsGeneration({ generatedAt: '2026-01-01T08:00:00Z', stale: false })).toBe(false);
  });
  it('keys each stored state once', () => {
    const a = generationKey({ date: '2026-01-01', generatedAt: null, stale: false });
    const b = generationKey({ date: '2026-01-01', generatedAt: 'x', stale: true });
    expect(a).not.toBe(b);
    expect(generationKey({ date: '2026-01-01', generatedAt: null, stale: false })).toBe(a);
  });
  it('labels the engine', () => {
    expect(engineLabel('builtin')).toBe('Built-in coach');
    expect(engineLabel('provider')).toBe('AI model');
  });
});

describe('applying a target', () => {
  it('asks with the current and the new numbers', () => {
    expect(targetQuestion({ kind: 'target', calories: 2350, protein: 140, carbs: 260, fats: 75, currentCalories: 2000 })).toBe(
      'Change your daily calorie target from 2,000 kcal to 2,350 kcal (protein 140 g, carbs 260 g, fats 75 g)?',
    );
  });
});
