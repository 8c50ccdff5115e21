import { describe, expect, it } from 'vitest';
import { mealPlanPreferences } from '../../../src/schemas/meal-plan.ts';
import { COOKING_TIME_RANGE, DAYS_RANGE, DEFAULT_PREFERENCES, PEOPLE_RANGE, RESTRICTION_OPTIONS, toWhole } from './preferences.ts';

describe('meal plan preferences', () => {
  it('defaults to the spec (7 days, intermediate, 45 minutes, medium budget), one person and the usual meal sizes', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      days: 7, dietaryRestrictions: [], cuisinePreferences: [], cookingSkill: 'intermediate', maxCookingTime: 45, budget: 'medium', servings: 1,
      mealShares: { breakfast: [20, 30], lunch: [30, 40], dinner: [30, 40] },
    });
    expect(mealPlanPreferences.safeParse(DEFAULT_PREFERENCES).success).toBe(true);
  });
  it('offers the spec restrictions, all accepted by the server schema', () => {
    const values = RESTRICTION_OPTIONS.map((o) => o.value);
    for (const v of ['vegetarian', 'vegan', 'keto', 'paleo', 'mediterranean', 'gluten-free', 'dairy-free']) expect(values).toContain(v);
    expect(mealPlanPreferences.safeParse({ dietaryRestrictions: values }).success).toBe(true);
  });
  it('clamps number inputs to whole numbers in range', () => {
    expect(toWhole(20, DAYS_RANGE, 7)).toBe(14);
    expect(toWhole('0', DAYS_RANGE, 7)).toBe(1);
    expect(toWhole('', DAYS_RANGE, 7)).toBe(7);
    expect(toWhole(44.6, COOKING_TIME_RANGE, 45)).toBe(45);
    expect(toWhole('20', PEOPLE_RANGE, 1)).toBe(12);
    expect(mealPlanPreferences.safeParse({ servings: PEOPLE_RANGE.max }).success).toBe(true);
  });
});
