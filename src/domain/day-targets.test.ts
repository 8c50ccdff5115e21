import { describe, expect, it } from 'vitest';
import { acceptedSource, dayTargets, FALLBACK_TARGETS, targetInForce, targetUpdate } from './day-targets.ts';

const accepted = { calories: 2140, protein: 147, carbs: 241, fats: 65 };
const formula = { calories: 2298, protein: 158, carbs: 259, fats: 70 };

describe('targetInForce', () => {
  const changes = [
    { date: '2026-11-10', calories: 2100, protein: 144, carbs: 236, fats: 64, previousCalories: 2400 },
    { date: '2026-11-17', calories: 1900, protein: 131, carbs: 214, fats: 58, previousCalories: 2100 },
  ];

  it('gives each day the last change made by then', () => {
    expect(targetInForce(changes, '2026-11-12', formula)).toEqual({ calories: 2100, protein: 144, carbs: 236, fats: 64 });
    expect(targetInForce(changes, '2026-11-17', formula)?.calories).toBe(1900);
    expect(targetInForce(changes, '2026-11-30', formula)?.calories).toBe(1900);
  });

  it('gives a day before the first change what that change replaced', () => {
    expect(targetInForce(changes, '2026-11-01', formula)?.calories).toBe(2400);
    expect(targetInForce([{ ...changes[0]!, previousCalories: null }], '2026-11-01', formula)?.calories).toBe(2100);
  });

  it('uses the current targets without a history, and none before onboarding', () => {
    expect(targetInForce([], '2026-11-20', formula)).toBe(formula);
    expect(targetInForce([], '2026-11-20', null)).toBeNull();
  });
});

describe('dayTargets', () => {
  it('adds exercise calories to the calorie target only when the user chose it', () => {
    expect(dayTargets(accepted, 'check-in', { calories: 206.4, addsToBudget: true })).toEqual({ ...accepted, calories: 2346, baseCalories: 2140, exerciseCalories: 206, source: 'check-in' });
    expect(dayTargets(accepted, 'check-in', { calories: 206, addsToBudget: false })).toMatchObject({ calories: 2140, exerciseCalories: 0 });
  });

  it('falls back to one set of targets for a user who has none', () => {
    expect(dayTargets(null, 'formula', { calories: 0, addsToBudget: false })).toEqual({ ...FALLBACK_TARGETS, baseCalories: 2000, exerciseCalories: 0, source: 'fallback' });
  });
});

describe('targetUpdate', () => {
  const saved = (inputsChanged: boolean, confirmed = false) => ({ inputsChanged, confirmed });

  it('lets formula targets follow the profile and weigh-ins', () => {
    expect(targetUpdate('formula', formula, accepted, saved(true))).toBe('set');
    expect(targetUpdate('formula', null, formula, saved(false))).toBe('set');
  });

  it('keeps an accepted or hand-set target when the formula inputs did not change', () => {
    expect(targetUpdate('check-in', accepted, formula, saved(false))).toBe('keep');
    expect(targetUpdate('manual', accepted, formula, saved(false))).toBe('keep');
  });

  it('asks before the formula replaces an accepted or hand-set target, and replaces it once confirmed', () => {
    expect(targetUpdate('check-in', accepted, formula, saved(true))).toBe('ask');
    expect(targetUpdate('manual', accepted, formula, saved(true))).toBe('ask');
    expect(targetUpdate('check-in', accepted, formula, saved(false, true))).toBe('set');
  });

  it('neither asks nor changes anything when the formula gives the same numbers, or none', () => {
    expect(targetUpdate('check-in', accepted, accepted, saved(true))).toBe('keep');
    expect(targetUpdate('formula', formula, null, saved(true))).toBe('keep');
  });
});

describe('acceptedSource', () => {
  it("is the check-in's when the proposal was accepted as it was, the user's own otherwise", () => {
    expect(acceptedSource(accepted, accepted)).toBe('check-in');
    expect(acceptedSource({ ...accepted, protein: 160 }, accepted)).toBe('manual');
    expect(acceptedSource(accepted, null)).toBe('manual');
  });
});
