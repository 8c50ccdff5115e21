import { describe, expect, it } from 'vitest';
import { suggestionPreferences } from '../../../src/schemas/ai.ts';
import { describeRequest, understandConversation, understandMealRequest } from '../../../src/domain/meal-request.ts';
import { selectRecipes, type MealRecipe } from './meal-service.ts';

const prefs = (p: object = {}) => suggestionPreferences.parse(p);

describe('understandMealRequest', () => {
  it.each([
    ['Quick breakfast ideas', { mealType: 'breakfast', maxMinutes: 20 }],
    ['30-minute dinners', { mealType: 'dinner', maxMinutes: 30 }],
    ['Healthy lunch options', { mealType: 'lunch', maxMinutes: 30 }],
    ['Easy beginner recipes', { mealType: null, difficulties: ['easy'] }],
    ['a vegan snack under 10 min', { mealType: 'snack', diets: ['vegan'], maxMinutes: 10 }],
    ["high protein dinner, I'm allergic to peanuts and shellfish", { goals: ['high-protein'], allergens: ['nut', 'shellfish'] }],
    ['something italian or mexican without dairy', { cuisines: ['italian', 'mexican'], allergens: ['dairy'], diets: ['dairy-free'] }],
    ['soup without nutmeg', { allergens: [], words: ['soup'] }],
    ['a nut-free lunch', { allergens: ['nut'] }],
    ['gluten-free low carb supper with chicken', { diets: ['gluten-free'], goals: ['low-carb'], mealType: 'dinner', words: ['chicken'] }],
    ['light meals to lose weight', { goals: ['low-calorie'] }],
  ])('%s', (message, expected) => {
    expect(understandMealRequest(message, prefs())).toMatchObject(expected);
  });

  it('adds the preference chips and profile diet to the message', () => {
    const q = understandMealRequest('dinner ideas', prefs({ dietaryRestrictions: ['Vegetarian', 'Gluten-Free'], nutritionGoals: ['High-Protein'], allergies: ['eggs'], cookingSkill: 'advanced', availableTime: 45, cuisinePreferences: ['Thai'] }), 'keto');
    expect(q).toMatchObject({ diets: expect.arrayContaining(['vegetarian', 'gluten-free', 'keto']), goals: ['high-protein'], allergens: ['egg'], maxMinutes: 45, cuisines: ['thai'], difficulties: ['easy', 'medium', 'hard'] });
    expect(describeRequest(q)).toContain('no eggs');
  });
});

describe('understandConversation', () => {
  it('keeps the earlier request when a follow-up adds a restriction', () => {
    const q = understandConversation([
      { message: 'a high protein breakfast', preferences: prefs() },
      { message: 'make it dairy-free', preferences: prefs() },
    ]);
    expect(q).toMatchObject({ mealType: 'breakfast', goals: ['high-protein'], diets: ['dairy-free'], maxMinutes: 30 });
  });

  it('takes the meal, time and skill from the latest turn that names one', () => {
    const q = understandConversation([
      { message: 'a vegetarian dinner in 45 minutes', preferences: prefs() },
      { message: 'actually for lunch', preferences: prefs() },
      { message: 'something easy', preferences: prefs({ cookingSkill: 'advanced' }) },
    ]);
    expect(q).toMatchObject({ mealType: 'lunch', maxMinutes: 45, diets: ['vegetarian'], difficulties: ['easy'] });
  });

  it('lets vegan replace vegetarian, and adds allergies and preference chips of every turn', () => {
    const q = understandConversation([
      { message: 'vegetarian lunch, no nuts', preferences: prefs({ nutritionGoals: ['low-carb'] }) },
      { message: 'make it vegan', preferences: prefs() },
    ]);
    expect(q.diets).toEqual(['vegan']);
    expect(q.allergens).toEqual(['nut']);
    expect(q.goals).toEqual(['low-carb']);
  });
});

const recipe = (id: string, o: Partial<MealRecipe>): MealRecipe => ({
  id, name: id, description: '', mealTypes: ['dinner'], cuisine: 'American', difficulty: 'easy', prepMinutes: 10, cookMinutes: 10,
  perServing: { calories: 500, protein: 25, carbs: 50, fats: 20, fiber: 5, sugar: 5, sodium: 500 }, tags: [], allergens: [], ingredients: [], ...o,
});

describe('selectRecipes', () => {
  const library = [
    recipe('veg-pasta', { tags: ['vegetarian'], cuisine: 'Italian', allergens: ['gluten'] }),
    recipe('nutty-salad', { tags: ['vegetarian', 'vegan'], allergens: ['nut'], perServing: { calories: 300, protein: 10, carbs: 20, fats: 18, fiber: 8, sugar: 4, sodium: 200 } }),
    recipe('steak', { perServing: { calories: 600, protein: 50, carbs: 5, fats: 40, fiber: 1, sugar: 0, sodium: 400 } }),
    recipe('slow-stew', { tags: ['vegetarian'], cookMinutes: 90 }),
    recipe('veg-breakfast', { tags: ['vegetarian'], mealTypes: ['breakfast'] }),
  ];

  it('never breaks a diet or an allergy, and relaxes time before meal type', () => {
    const q = understandMealRequest('vegetarian dinner, no nuts', prefs());
    const { picked, relaxed } = selectRecipes(library, q);
    expect(picked.map((r) => r.id)).toEqual(['veg-pasta', 'slow-stew', 'veg-breakfast']);
    expect(relaxed).toEqual(['some take longer than 30 minutes', 'some are for another meal']);
  });

  it('ranks by goals and cuisine', () => {
    expect(selectRecipes(library, understandMealRequest('high protein low carb dinner', prefs())).picked[0]!.id).toBe('steak');
    expect(selectRecipes(library, understandMealRequest('italian dinner', prefs())).picked[0]!.id).toBe('veg-pasta');
  });
});

describe('an ingredient asked for', () => {
  const withFood = (name: string) => [{ name }];
  const library = [
    recipe('shrimp-tacos', { tags: ['high-protein'], perServing: { calories: 450, protein: 40, carbs: 30, fats: 12, fiber: 4, sugar: 3, sodium: 700 }, ingredients: withFood('Shrimp') }),
    recipe('tofu-soup', { tags: ['high-protein'], perServing: { calories: 350, protein: 30, carbs: 20, fats: 14, fiber: 5, sugar: 4, sodium: 800 }, ingredients: withFood('Firm tofu') }),
    recipe('chicken-rice', { tags: ['high-protein'], ingredients: withFood('Chicken breast') }),
    recipe('chicken-salad', { ingredients: withFood('Chicken thighs') }),
  ];

  it('is in every suggestion, ahead of the goal score, and fewer cards are shown rather than others', () => {
    const { picked, relaxed } = selectRecipes(library, understandMealRequest('high-protein dinner with chicken', prefs()));
    expect(picked.map((r) => r.id)).toEqual(['chicken-rice', 'chicken-salad']);
    expect(relaxed).toEqual([]);
  });

  it('only ranks when no recipe holds it', () => {
    expect(selectRecipes(library, understandMealRequest('high-protein dinner with venison', prefs())).picked).toHaveLength(3);
  });
});
