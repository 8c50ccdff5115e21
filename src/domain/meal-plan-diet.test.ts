import { describe, expect, it } from 'vitest';
import { declaredHolds, ingredientAllergens, isAnimal, isMeat, isPaleoIngredient, recipeDiet } from './meal-plan-diet.ts';

describe('ingredient allergens and diets from USDA names', () => {
  it.each([
    ['Soy sauce made from soy and wheat (shoyu)', ['gluten', 'soy']],
    ['Soy sauce made from soy (tamari)', ['soy']],
    ['Soymilk, original and vanilla, unfortified', ['soy']],
    ['Egg, whole, raw, fresh', ['egg']],
    ['Salad dressing, mayonnaise, regular', ['egg']],
    ['Peanut butter, smooth style, with salt', ['nut']],
    ['Nuts, coconut milk, canned (liquid expressed from grated meat and water)', ['nut']],
    ['Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)', ['sesame']],
    ['Hummus, home prepared', ['sesame']],
    ['Crustaceans, shrimp, mixed species, raw (may have been previously frozen)', ['shellfish']],
    ['Sauce, fish, ready-to-serve', ['fish']],
    ['Oats', ['gluten']],
    ['Chocolate, dark, 70-85% cacao solids', ['dairy']],
    ['Tortillas, ready-to-bake or -fry, corn', []],
    ['Beverages, almond milk, unsweetened, shelf stable', ['nut']],
  ])('%s → %j', (name, expected) => {
    expect(ingredientAllergens(name)).toEqual(expected);
  });

  it('does not mistake coconut meat or vegetable broth for meat', () => {
    expect(isMeat('Nuts, coconut meat, dried (desiccated), not sweetened')).toBe(false);
    expect(isMeat('Soup, vegetable broth, ready to serve')).toBe(false);
    expect(isMeat('Soup, chicken broth, canned, condensed')).toBe(true);
    expect(isAnimal('Honey')).toBe(true);
    expect(isAnimal('Butter, without salt')).toBe(true);
    expect(isAnimal('Peanut butter, smooth style, with salt')).toBe(false);
  });

  it('reads paleo off the names: no grains, pulses, dairy or syrups', () => {
    expect(isPaleoIngredient('Sweet potato, raw, unprepared')).toBe(true);
    expect(isPaleoIngredient('Nuts, coconut meat, dried (desiccated), not sweetened')).toBe(true);
    expect(isPaleoIngredient('Rice, brown, long-grain, raw')).toBe(false);
    expect(isPaleoIngredient('Beans, snap, green, raw')).toBe(false);
    expect(isPaleoIngredient('Syrups, maple')).toBe(false);
    expect(isPaleoIngredient('Cheese, feta')).toBe(false);
  });

  it('checks declared mediterranean against a staple and no processed meat', () => {
    expect(declaredHolds('mediterranean', ['Oil, olive, salad or cooking', 'Fish, cod, Atlantic, raw'])).toBe(true);
    expect(declaredHolds('mediterranean', ['Oil, olive, salad or cooking', 'Pork, cured, bacon, unprepared'])).toBe(false);
    expect(declaredHolds('mediterranean', ['Egg, whole, raw, fresh'])).toBe(false);
  });

  it('tags a recipe from its ingredients, nutrition and the declarations that hold', () => {
    const omelette = recipeDiet(['Egg, whole, raw, fresh', 'Spinach, raw', 'Cheese, feta', 'Oil, olive, salad or cooking'], { calories: 390, protein: 26, carbs: 9, fiber: 3 }, ['mediterranean', 'paleo']);
    expect(omelette.tags).toEqual(expect.arrayContaining(['vegetarian', 'keto', 'low-carb', 'mediterranean', 'gluten-free', 'nut-free']));
    expect(omelette.tags).not.toContain('vegan');
    expect(omelette.tags).not.toContain('paleo');
    expect(omelette.contradicted).toEqual(['paleo']);
    expect(omelette.allergens).toEqual(['dairy', 'egg']);
    const oats = recipeDiet(['Oats', 'Bananas, raw'], { calories: 400, protein: 12, carbs: 70, fiber: 8 });
    expect(oats.tags).toEqual(expect.arrayContaining(['vegan', 'dairy-free']));
    expect(oats.tags).not.toContain('gluten-free');
    expect(oats.tags).not.toContain('keto');
  });
});
