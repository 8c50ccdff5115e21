import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredHolds, isMeat, isSeafood, KETO_NET_CARBS } from '../../../src/domain/meal-plan-diet.ts';
import { SKILL_DIFFICULTIES } from '../../../src/domain/meal-plan-targets.ts';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createRecipeLibrary, loadLibraryFoods, RECIPE_FOODS, RECIPE_SOURCES, type Recipe, type RecipeLibrary } from './recipe-library.ts';

let database: TestDatabase;
let recipes: RecipeLibrary;
let library: Recipe[];

beforeAll(async () => {
  database = await openTestDatabase();
  recipes = createRecipeLibrary(database.db);
  library = await recipes.all();
}, 60_000);
afterAll(() => database?.close());

const DIETS = ['vegetarian', 'vegan', 'keto', 'paleo', 'mediterranean', 'gluten-free'] as const;
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

describe('recipe library', () => {
  it('resolves every catalogued food and every ingredient against the seeded foods', async () => {
    const foods = await loadLibraryFoods(database.db);
    const missing = [...RECIPE_FOODS].filter(([, ref]) => !foods.has(`${ref.source}:${ref.sourceId}`));
    expect(missing).toEqual([]);
    expect(library).toHaveLength(RECIPE_SOURCES.length);
    for (const recipe of library) for (const i of recipe.ingredients) expect(i.food.id, `${recipe.id}: ${i.name}`).toBeGreaterThan(0);
  });

  it('has at least 60 recipes with unique ids, three difficulties and several cuisines', () => {
    expect(library.length).toBeGreaterThanOrEqual(60);
    expect(new Set(library.map((r) => r.id)).size).toBe(library.length);
    expect(new Set(library.map((r) => r.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(new Set(library.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(8);
  });

  it('adds up: nutrition per serving is the sum of its ingredients, and energy matches the macros', async () => {
    const foods = await loadLibraryFoods(database.db);
    for (const source of RECIPE_SOURCES) {
      const recipe = library.find((r) => r.id === source.id)!;
      let calories = 0;
      let protein = 0;
      for (const item of source.ingredients) {
        const ref = RECIPE_FOODS.get(item.food)!;
        const food = foods.get(`${ref.source}:${ref.sourceId}`)!;
        calories += (food.calories * item.grams) / 100;
        protein += (food.protein * item.grams) / 100;
      }
      expect(recipe.perServing.calories).toBeCloseTo(calories / source.servings, 6);
      expect(recipe.perServing.protein).toBeCloseTo(protein / source.servings, 6);
      const n = recipe.perServing;
      const atwater = n.protein * 4 + n.carbs * 4 + n.fats * 9;
      expect(Math.abs(atwater - n.calories) / n.calories, recipe.id).toBeLessThan(0.15);
      expect(n.calories, recipe.id).toBeGreaterThan(recipe.mealTypes.includes('snack') && recipe.mealTypes.length === 1 ? 100 : 250);
    }
  });

  it('derives its times from the steps and keeps every step and ingredient complete', () => {
    for (const r of library) {
      const seconds = (types: string[]) => r.steps.filter((s) => types.includes(s.type)).reduce((sum, s) => sum + s.duration, 0);
      expect(r.prepMinutes).toBe(Math.ceil(seconds(['prep', 'assemble', 'other']) / 60));
      expect(r.cookMinutes).toBe(Math.ceil(seconds(['cook']) / 60));
      expect(r.steps.length).toBeGreaterThan(0);
      expect(r.servings).toBeGreaterThanOrEqual(1);
      for (const s of r.steps) expect(s.duration > 0 && s.title.length > 0 && s.description.length > 10, `${r.id} ${s.id}`).toBe(true);
      for (const i of r.ingredients) expect(i.grams > 0 && i.text.length > 0, `${r.id} ${i.name}`).toBe(true);
    }
  });

  it('keeps declared diets true to the ingredients and derived tags consistent', () => {
    for (const source of RECIPE_SOURCES) {
      const recipe = library.find((r) => r.id === source.id)!;
      const names = recipe.ingredients.map((i) => i.food.name);
      for (const diet of source.declared ?? []) {
        expect(declaredHolds(diet, names), `${recipe.id} declares ${diet}`).toBe(true);
        expect(recipe.tags).toContain(diet);
      }
      if (recipe.tags.includes('vegan')) expect(recipe.tags).toContain('vegetarian');
      if (recipe.tags.includes('vegetarian')) expect(names.some((n) => isMeat(n) || isSeafood(n)), recipe.id).toBe(false);
      if (recipe.tags.includes('keto')) expect(recipe.perServing.carbs - recipe.perServing.fiber).toBeLessThanOrEqual(KETO_NET_CARBS);
      if (recipe.tags.includes('gluten-free')) expect(recipe.allergens).not.toContain('gluten');
    }
  });

  it('covers every meal with every diet at the default skill and time, enough for a week', () => {
    const fits = (r: Recipe, meal: string, diet: string) =>
      r.mealTypes.includes(meal as never) && r.tags.includes(diet as never) && SKILL_DIFFICULTIES.intermediate.includes(r.difficulty) && r.prepMinutes + r.cookMinutes <= 45;
    for (const diet of DIETS) {
      for (const meal of MEALS.slice(0, 3)) {
        expect(library.filter((r) => fits(r, meal, diet)).length, `${diet} ${meal}`).toBeGreaterThanOrEqual(4);
      }
      expect(library.filter((r) => fits(r, 'snack', diet)).length, `${diet} snack`).toBeGreaterThanOrEqual(1);
    }
  });

  it('is built once and then kept', async () => {
    expect(await recipes.all()).toBe(library);
    expect(await recipes.find(library[0]!.id)).toBe(library[0]);
  });
});
