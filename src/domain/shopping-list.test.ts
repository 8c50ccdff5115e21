import { describe, expect, it } from 'vitest';
import { aisleFor } from './shopping-aisle.ts';
import { shoppingLines, shoppingList, shoppingListText, type IngredientUse } from './shopping-list.ts';

const egg = { foodId: 1, name: 'Eggs', foodName: 'Egg, whole, raw, fresh', category: 'Dairy and Egg Products', portions: [{ label: '1 large', grams: 50 }] };
const spinach = { foodId: 2, name: 'Spinach', foodName: 'Spinach, raw', category: 'Vegetables and Vegetable Products', portions: [{ label: '1 bunch', grams: 340 }] };
const chicken = { foodId: 3, name: 'Chicken breast', foodName: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw', category: 'Poultry Products', portions: [] };
const apple = { foodId: 4, name: 'Apples', foodName: 'Apples, raw, with skin', category: 'Fruits and Fruit Juices', portions: [{ label: '1 medium', grams: 182 }] };

describe('shopping list', () => {
  it('sums grams per food across meals and groups by aisle in shop order, items by name', () => {
    const uses: IngredientUse[] = [
      { ...egg, grams: 100 },
      { ...chicken, grams: 300 },
      { ...spinach, grams: 60 },
      { ...egg, grams: 150 },
      { ...apple, grams: 182 },
      { ...chicken, grams: 150 },
      { ...spinach, grams: 0 },
    ];
    expect(shoppingList(uses)).toEqual([
      { category: 'Produce', items: [{ name: 'Apples', quantity: '1 medium (180 g)', grams: 182 }, { name: 'Spinach', quantity: '1 bunch (60 g)', grams: 60 }] },
      { category: 'Meat & Seafood', items: [{ name: 'Chicken breast', quantity: '450 g', grams: 450 }] },
      { category: 'Dairy & Eggs', items: [{ name: 'Eggs', quantity: '5 large (250 g)', grams: 250 }] },
    ]);
    expect(shoppingLines(shoppingList(uses))).toEqual(['Apples: 1 medium (180 g)', 'Spinach: 1 bunch (60 g)', 'Chicken breast: 450 g', 'Eggs: 5 large (250 g)']);
  });

  it('places foods by USDA category with a few name-based exceptions', () => {
    expect(aisleFor('Spices and Herbs', 'Basil, fresh')).toBe('Produce');
    expect(aisleFor('Spices and Herbs', 'Vinegar, balsamic')).toBe('Spices & Oils');
    expect(aisleFor('Legumes and Legume Products', 'Tofu, raw, firm, prepared with calcium sulfate')).toBe('Beans & Tofu');
    expect(aisleFor('Legumes and Legume Products', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids')).toBe('Pantry');
    expect(aisleFor('Legumes and Legume Products', 'Soymilk, original and vanilla, unfortified')).toBe('Dairy & Eggs');
    expect(aisleFor('Cereal Grains and Pasta', 'Quinoa, uncooked')).toBe('Grains & Bakery');
    expect(aisleFor('Finfish and Shellfish Products', 'Fish, cod, Atlantic, raw')).toBe('Meat & Seafood');
    expect(aisleFor('Pizza', 'Pizza, cheese')).toBe('Pantry');
  });

  it('writes the list as text by aisle, for printing or sending', () => {
    const list = [
      { category: 'Produce', items: [{ name: 'Spinach', quantity: '2 cups (60 g)', grams: 60 }] },
      { category: 'Dairy & Eggs', items: [{ name: 'Eggs', quantity: '6 large (300 g)', grams: 300 }, { name: 'Milk', quantity: '1 cup (244 g)', grams: 244 }] },
    ];
    expect(shoppingListText('Shopping list: Vegetarian week · 2,100 kcal', list)).toBe(
      'Shopping list: Vegetarian week · 2,100 kcal\n\nProduce\n- Spinach: 2 cups (60 g)\n\nDairy & Eggs\n- Eggs: 6 large (300 g)\n- Milk: 1 cup (244 g)\n',
    );
  });
});
