import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipeFile, recipeLibrarySources } from '../../../src/schemas/recipe.ts';
import { RECIPE_FILES, readRecipeFiles } from './recipe-files.ts';

const json = (name: string): unknown => JSON.parse(readFileSync(new URL(`./data/${name}.json`, import.meta.url), 'utf8'));
const { foods, recipes } = readRecipeFiles();
const sample = recipes[0]!;
const foodsJson = json('foods');
const issues = (value: unknown) => {
  const result = recipeLibrarySources.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('recipe data files', () => {
  it('are valid, each file on its own and all together', () => {
    for (const name of RECIPE_FILES) expect(recipeFile.safeParse(json(name)).success, `${name}.json`).toBe(true);
    expect(issues({ foods: foodsJson, recipes })).toEqual([]);
    expect(recipes.length).toBeGreaterThanOrEqual(60);
    expect(foods.get(sample.ingredients[0]!.food)).toMatchObject({ source: expect.any(String), sourceId: expect.stringMatching(/^\d+$/) });
  });

  it('refuse an ingredient that is not a catalogued food, naming the recipe and the place', () => {
    const broken = { ...sample, ingredients: [{ ...sample.ingredients[0]!, food: 'unicornMilk' }] };
    expect(issues({ foods: foodsJson, recipes: [broken] })).toEqual([`recipes.0.ingredients.0.food: ${sample.id}: unicornMilk is not in foods.json`]);
  });

  it('refuse a recipe id used twice', () => {
    expect(issues({ foods: foodsJson, recipes: [sample, sample] })).toEqual([`recipes.1.id: Recipe id ${sample.id} is used twice`]);
  });

  it.each([
    ['negative grams', { ingredients: [{ ...sample.ingredients[0]!, grams: -5 }] }, 'ingredients.0.grams'],
    ['an unknown step type', { steps: [{ ...sample.steps[0]!, type: 'fry' }] }, 'steps.0.type'],
    ['no steps', { steps: [] }, 'steps'],
    ['an unknown field', { calories: 400 }, ''],
    ['a fractional servings count', { servings: 1.5 }, 'servings'],
  ])('refuse %s', (_, change, path) => {
    const result = recipeFile.safeParse([{ ...sample, ...change }]);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.slice(1).join('.')).toBe(path);
  });
});
