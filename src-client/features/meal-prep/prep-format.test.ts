import { describe, expect, it } from 'vitest';
import { exportDocument, exportFileName, formatClock, plannedMealFrom, toSaveInput, totalMinutes, userRecipeFrom, libraryRecipeFrom, type PrepSession } from './prep-format.ts';

const session: PrepSession = {
  id: 's-1',
  recipeName: 'Chickpea Curry!',
  difficulty: 'easy',
  servings: 2,
  totalTime: 630,
  nutrition: { calories: 500, protein: 20, carbs: 60, fats: 15 },
  ingredients: [
    { text: '1 can chickpeas', grams: 240 },
    { text: 'a pinch of salt', grams: null },
  ],
  steps: [
    { id: 'a', title: 'Chop', description: 'Chop onions', duration: 300, type: 'prep', tips: [] },
    { id: 'b', title: 'Simmer', description: 'Simmer', duration: 330, type: 'cook', temperature: 'Medium heat', tips: ['Stir'] },
  ],
};

describe('meal prep formatting', () => {
  it('shows times as mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(-3)).toBe('00:00');
  });
  it('rounds total time up to minutes', () => {
    expect(totalMinutes(600)).toBe(10);
    expect(totalMinutes(601)).toBe(11);
    expect(totalMinutes(1)).toBe(1);
  });
  it('reads a planned meal from the address', () => {
    expect(plannedMealFrom('?planId=3&day=2&mealType=dinner')).toEqual({ planId: 3, day: 2, mealType: 'dinner' });
    expect(plannedMealFrom('?planId=3&day=2')).toBeUndefined();
    expect(userRecipeFrom('?recipe=12')).toBe(12);
    expect(userRecipeFrom('?recipe=abc')).toBeUndefined();
    expect(libraryRecipeFrom('?libraryRecipe=shakshuka')).toBe('shakshuka');
    expect(libraryRecipeFrom('?libraryRecipe=')).toBeUndefined();
    expect(userRecipeFrom('')).toBeUndefined();
    expect(plannedMealFrom('?planId=x&day=2&mealType=dinner')).toBeUndefined();
    expect(plannedMealFrom('?planId=3&day=20&mealType=dinner')).toBeUndefined();
    expect(plannedMealFrom('')).toBeUndefined();
  });
  it('exports name, difficulty, servings, total time, nutrition and numbered steps', () => {
    const doc = exportDocument(session);
    expect(doc).toMatchObject({ recipeName: 'Chickpea Curry!', difficulty: 'easy', servings: 2, totalTimeMinutes: 11, nutritionPerServing: session.nutrition });
    expect(doc.steps).toEqual([
      { number: 1, title: 'Chop', description: 'Chop onions', durationMinutes: 5 },
      { number: 2, title: 'Simmer', description: 'Simmer', durationMinutes: 5.5, temperature: 'Medium heat', tips: ['Stir'] },
    ]);
    expect(doc.ingredients).toEqual([{ text: '1 can chickpeas', grams: 240 }, { text: 'a pinch of salt' }]);
    expect(exportFileName(session.recipeName)).toBe('chickpea-curry.json');
    expect(exportFileName('!!!')).toBe('recipe.json');
  });
  it('builds the save input', () => {
    expect(toSaveInput(session)).toEqual(session);
  });
});
