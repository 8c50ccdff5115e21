import { describe, expect, it } from 'vitest';
import { generateMealPlanInput, logPlannedMealInput } from './meal-plan.ts';

describe('meal plan input', () => {
  it('fills the defaults (7 days, intermediate, 45 minutes, medium budget, one person) and the usual meal sizes', () => {
    expect(generateMealPlanInput.parse({}).preferences).toEqual({
      days: 7, dietaryRestrictions: [], allergies: [], cuisinePreferences: [], cookingSkill: 'intermediate', maxCookingTime: 45, budget: 'medium', servings: 1,
      mealShares: { breakfast: [20, 30], lunch: [30, 40], dinner: [30, 40] },
    });
  });

  it('accepts the words people use for restrictions and allergies', () => {
    const { preferences } = generateMealPlanInput.parse({
      preferences: { days: '5', dietaryRestrictions: ['Gluten Free', 'Plant-Based', 'none', 'Low_Carb'], allergies: 'Peanuts', cookingSkill: ' Beginner ', budget: 'LOW' },
    });
    expect(preferences).toMatchObject({ days: 5, dietaryRestrictions: ['gluten-free', 'vegan', 'low-carb'], allergies: ['nut'], cookingSkill: 'beginner', budget: 'low' });
  });

  it.each([
    [{ days: 0 }, ['preferences', 'days']],
    [{ days: 15 }, ['preferences', 'days']],
    [{ maxCookingTime: 500 }, ['preferences', 'maxCookingTime']],
    [{ dietaryRestrictions: ['paleolithic'] }, ['preferences', 'dietaryRestrictions', 0]],
    [{ cuisinePreferences: ['x'.repeat(41)] }, ['preferences', 'cuisinePreferences', 0]],
    [{ servings: 0 }, ['preferences', 'servings']],
  ])('refuses %j', (preferences, path) => {
    const result = generateMealPlanInput.safeParse({ preferences });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(path);
  });

  it('needs a plan id, a day within 14 and a meal type to log a planned meal', () => {
    expect(logPlannedMealInput.parse({ planId: '12', day: 3, mealType: 'dinner' })).toEqual({ planId: 12, day: 3, mealType: 'dinner' });
    expect(logPlannedMealInput.safeParse({ planId: 1, day: 15, mealType: 'dinner' }).success).toBe(false);
    expect(logPlannedMealInput.safeParse({ planId: 1, day: 1, mealType: 'dinner', date: '2026-02-30' }).success).toBe(false);
  });
});
