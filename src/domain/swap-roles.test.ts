import { describe, expect, it } from 'vitest';
import { dietLevel } from './swap-diet.ts';
import { categoriesFor, COMPATIBLE, roleOf } from './swap-roles.ts';

describe('swap roles', () => {
  it.each([
    ['Rice, white, cooked, NS as to fat', 'Rice', 'grain'],
    ['Bread, white', 'Yeast breads', 'bread'],
    ['English muffins, whole-wheat', 'Baked Products', 'bread'],
    ['Croissants, butter', 'Baked Products', 'pastry'],
    ['Cheese, cheddar', 'Dairy and Egg Products', 'cheese'],
    ['Yogurt, Greek, nonfat milk, plain', 'Dairy and Egg Products', 'yogurt'],
    ['Milk, whole', 'Milk, whole', 'milk'],
    ['Butter, salted', 'Dairy and Egg Products', 'spread'],
    ['Peanut butter', 'Nuts and seeds', 'nut-butter'],
    ['Avocados, raw, Florida', 'Fruits and Fruit Juices', 'spread'],
    ['Orange juice, raw', 'Fruits and Fruit Juices', 'drink'],
    ['Apricots, canned, water pack, with skin', 'Fruits and Fruit Juices', 'fruit'],
    ['Beer, light', 'Beer', 'alcohol'],
    ['Coffee, Latte, nonfat', 'Coffee', 'milk'],
    ['Pizza with pepperoni, from frozen', 'Pizza', 'handheld'],
    ['Ramen bowl, NFS', 'Ramen and Asian broth-based soups', 'soup'],
    ['Macaroni and Cheese, canned, microwavable', 'Meals, Entrees, and Side Dishes', 'pasta-dish'],
    ['Beans, great northern, mature seeds, canned', 'Legumes and Legume Products', 'legume'],
    ['Potato, french fries, fast food', 'Fast Foods', 'starch'],
    ['Baby food, apple', 'Baby Foods', 'other'],
  ])('%s (%s) is %s', (name, category, role) => {
    expect(roleOf(name, category)).toBe(role);
  });

  it('keeps the role: a staple grain swaps to grains or starches, bread to bread, a drink to drinks', () => {
    expect(COMPATIBLE.grain).toEqual(['grain', 'starch']);
    expect(COMPATIBLE.bread).toEqual(['bread']);
    expect(COMPATIBLE.cheese).toEqual(['cheese']);
    expect(COMPATIBLE.drink).toEqual(['drink']);
    // A single food is never swapped for a mixed dish.
    for (const role of ['grain', 'bread', 'cheese', 'spread', 'snack', 'meat', 'legume'] as const) expect(COMPATIBLE[role]).not.toContain('plate');
  });

  it('loads only the categories that can hold a compatible food', () => {
    const all = ['Rice', 'Cereal Grains and Pasta', 'Yeast breads', 'Pizza', 'White potatoes, baked or boiled', 'Baby Foods', 'Cheese'];
    expect(categoriesFor(COMPATIBLE.grain, all)).toEqual({ usual: ['Rice', 'Cereal Grains and Pasta', 'White potatoes, baked or boiled'], more: [] });
    expect(categoriesFor(COMPATIBLE.starch, ['Fast Foods', 'Pizza'])).toEqual({ usual: [], more: ['Fast Foods'] });
  });
});

describe('diet level', () => {
  it.each([
    ['Tofu, fried', 'Legumes and Legume Products', 0],
    ['Hummus, plain', 'Dips, gravies, other sauces', 0],
    ['Peanut butter', 'Nuts and seeds', 0],
    ['Soy milk, unsweetened', 'Plant-based milk', 0],
    ['Bread, white', 'Yeast breads', 0],
    ['Cheese, Mozzarella, nonfat or fat free', 'Cheese', 1],
    ['Ice creams, vanilla', 'Sweets', 1],
    ['Tzatziki dip', 'Dips, gravies, other sauces', 1],
    ['Pizza, cheese, thin crust', 'Pizza', 1],
    ['Turkey breast, sliced, prepackaged', 'Cold cuts and cured meats', 2],
    ['Sushi, NFS', 'Egg rolls, dumplings, sushi', 2],
    ['Ramen bowl, NFS', 'Ramen and Asian broth-based soups', 2],
    ['Hot dog, vegetarian', 'Soy and meat-alternative products', 0],
    ['Bacon, meatless', 'Legumes and Legume Products', 0],
  ])('%s is level %i', (name, category, level) => {
    expect(dietLevel(name, category, roleOf(name, category))).toBe(level);
  });
});
