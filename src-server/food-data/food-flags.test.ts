import { describe, expect, it } from 'vitest';
import { factsFromName, foodForm, isFamilyDefault } from './food-facts.ts';
import { combineFacts, ingredientFacts, type Measured } from './food-flags.ts';

const flagsOf = (description: string, group: string | null) => combineFacts([ingredientFacts(description, group)]);

describe('flags of an SR ingredient, from its food group and description', () => {
  it('reads the group first', () => {
    expect(flagsOf('Cheese, cheddar', '0100')).toEqual(['vegetarian', 'dairy']);
    expect(flagsOf('Egg, whole, raw, fresh', '0100')).toEqual(['vegetarian', 'egg']);
    expect(flagsOf('Crustaceans, shrimp, mixed species, raw', '1500')).toEqual(['shellfish']);
    expect(flagsOf('Fish, salmon, Atlantic, wild, raw', '1500')).toEqual(['fish']);
    expect(flagsOf('Nuts, almonds', '1200')).toEqual(['vegan', 'vegetarian', 'tree_nut']);
    expect(flagsOf('Nuts, coconut meat, raw', '1200')).toEqual(['vegan', 'vegetarian']);
    expect(flagsOf('Chicken, broilers or fryers, breast, meat only, cooked, roasted', '0500')).toEqual([]);
    expect(flagsOf('Bread, white, commercially prepared', '1800')).toEqual(['vegetarian', 'gluten']);
    expect(flagsOf('Beverages, water, tap, drinking', '1400')).toEqual(['vegan', 'vegetarian']);
  });

  it('reads what SR28 measured where the description is silent', () => {
    const measured = (description: string, group: string, m: Measured) => combineFacts([ingredientFacts(description, group, m)]);
    // Cholesterol only from animals, lactose only from milk.
    expect(measured('Fast Food, Pizza Chain, 14" pizza, pepperoni topping, regular crust', '2100', { cholesterol: 25, lactose: 0.35 })).toEqual(['gluten', 'dairy']);
    // In a dressing, cholesterol beyond what its milk fat (butyric acid) brings is egg yolk.
    expect(measured('Salad dressing, ranch dressing, regular', '0400', { cholesterol: 26, lactose: 1.35, butyric: 0.006 })).toEqual(['vegetarian', 'dairy', 'egg']);
    expect(measured('Salad dressing, poppyseed, creamy', '0400', { cholesterol: 15, butyric: 0.156 })).toEqual(['vegetarian']);
    expect(measured('Lard', '0400', { cholesterol: 95 })).toEqual([]);
    // A protein a fifth glycine is gelatin: made from skin and bones.
    expect(measured('Candies, marshmallows', '1900', { cholesterol: 0, protein: 1.8, glycine: 0.416 })).toEqual([]);
    expect(measured('Amaranth grain, uncooked', '2000', { cholesterol: 0, protein: 13.56, glycine: 1.636 })).toEqual(['vegan', 'vegetarian']);
  });

  it('makes a vegan claim for a mixed group only when USDA found no animal product', () => {
    const measured = (description: string, group: string, m: Measured) => combineFacts([ingredientFacts(description, group, m)]);
    expect(measured('Sauce, salsa, ready-to-serve', '0600', { cholesterol: 0, lactose: 0 })).toEqual(['vegan', 'vegetarian']);
    expect(measured('Tortillas, ready-to-bake or -fry, corn', '1800', { cholesterol: 0, protein: 5.7, lysine: 0.163 })).toEqual(['vegan', 'vegetarian']);
    // Not measured, or egg white's lysine-rich protein, or a formula's milk protein: no claim.
    expect(flagsOf('Soup, tomato, canned, condensed', '0600')).toEqual(['vegetarian']);
    expect(measured('Cake, angelfood, dry mix, prepared', '1800', { cholesterol: 0, protein: 6.1, lysine: 0.38 })).toEqual(['vegetarian', 'gluten']);
    expect(measured('Infant formula, MEAD JOHNSON, ENFAMIL, NUTRAMIGEN, with iron, ready-to-feed', '0300', { cholesterol: 0, lactose: 0 })).toEqual(['vegetarian']);
  });

  it('adds what the description names', () => {
    expect(flagsOf('Soy sauce made from soy and wheat (shoyu)', '1600')).toEqual(['vegan', 'vegetarian', 'gluten', 'soy']);
    expect(flagsOf('Peanut butter, smooth style, with salt', '1600')).toEqual(['vegan', 'vegetarian', 'peanut']);
    expect(flagsOf('Salad dressing, mayonnaise, regular', '0400')).toEqual(['vegetarian', 'egg']);
    expect(flagsOf('Seeds, sesame butter, tahini', '1200')).toEqual(['vegan', 'vegetarian', 'sesame']);
    expect(flagsOf('Frankfurter, meatless', '0700')).toEqual(['vegan', 'vegetarian']);
    expect(flagsOf('Honey', '1900')).toEqual(['vegetarian']);
    // Fish is flesh: a sauce of it is not vegetarian; USDA's tortilla chips are corn.
    expect(flagsOf('Sauce, fish, ready-to-serve', '0600')).toEqual(['fish']);
    expect(flagsOf('Snacks, tortilla chips, plain, white corn, salted', '2500')).toEqual(['vegan', 'vegetarian']);
    expect(flagsOf('Leavening agents, baking powder, double-acting', '1800')).toEqual(['vegan', 'vegetarian']);
  });

  it('combines a recipe: vegan only when every part is', () => {
    const pudding = combineFacts([ingredientFacts('Bananas, raw', '0900'), ingredientFacts('Milk, whole, 3.25% milkfat', '0100'), ingredientFacts('Cookies, vanilla wafers', '1800')]);
    expect(pudding).toEqual(['vegetarian', 'gluten', 'dairy']);
  });
});

describe('imported foods without recipes', () => {
  it('use the SR group when the category names one, else the name without a vegan claim', () => {
    expect(factsFromName('Lentils, raw', 'Legumes and Legume Products', 'sr_legacy')).toMatchObject({ flags: ['vegan', 'vegetarian'], flagsFrom: 'food_group', form: 'raw', asEaten: false });
    expect(factsFromName('Apple Slices', 'Pre-Packaged Fruit & Vegetables', 'branded')).toMatchObject({ flags: ['vegetarian'], flagsFrom: 'name' });
    expect(factsFromName('Turkey Bacon', 'Bacon, Sausages & Ribs', 'branded').flags).toEqual([]);
  });
});

describe('foodForm', () => {
  it("reads USDA's preparation words", () => {
    expect(foodForm('Rice, white, long-grain, regular, raw, enriched')).toBe('raw');
    expect(foodForm('Rice, white, long-grain, regular, enriched, cooked')).toBe('cooked');
    expect(foodForm('Pasta, dry, enriched')).toBe('dry');
    expect(foodForm('Cereals, oats, regular and quick, not fortified, dry')).toBe('dry');
    expect(foodForm('Beverages, coffee, brewed, prepared with tap water')).toBe('prepared');
    expect(foodForm('Soup, chicken noodle, canned, condensed')).toBe('dry');
    expect(foodForm('Cheese, cheddar')).toBeNull();
  });
});

describe('isFamilyDefault', () => {
  it("reads USDA's NFS / NS as to default of the family its name starts with", () => {
    expect(isFamilyDefault('Potato, NFS')).toBe(true);
    expect(isFamilyDefault('Potato, french fries, NFS')).toBe(true);
    expect(isFamilyDefault('Bacon, NS as to type of meat, cooked')).toBe(true);
    expect(isFamilyDefault('Pizza with pepperoni, from restaurant or fast food, NS as to type of crust')).toBe(true);
    // A variant after the NS part, a family narrower than a food and one kind of it, or no NS part: no default.
    expect(isFamilyDefault('Chicken breast, NS as to cooking method, skin not eaten')).toBe(false);
    expect(isFamilyDefault('Green beans, frozen, cooked, fat added, NS as to fat type')).toBe(false);
    expect(isFamilyDefault('Potato, french fries, from frozen, fried')).toBe(false);
  });
});
