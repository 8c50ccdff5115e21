import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database.ts';
import { getFoodById, searchFoods } from './search-foods.ts';
import { seedFoods } from '../../food-data/seed-foods.ts';
import { FoodCache } from '../ai/food-cache.ts';
import { tokenize } from '../../../src/domain/search-query.ts';

let handle: TestDatabase;

beforeAll(async () => {
  handle = await openTestDatabase();
  // A no-op when the template already holds the seed.
  await seedFoods(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

const PLAIN_CHICKEN_BREAST = /^chicken\b.*\bbreast\b(?!.*\b(fried|breaded|coated|sandwich|nuggets?|patty|salad)\b)/i;

// Query → pattern the first result's name must match (and, optionally, must not match).
const QUERIES: [string, RegExp, RegExp?][] = [
  ['banana', /^Bananas?, raw$/],
  ['bananas', /^Bananas?, raw$/],
  ['bananna', /^Bananas?, raw$/],
  ['banan', /^Bananas?, raw$/],
  ['egg', /^Eggs?, whole\b/, /\b(fried|salad|sandwich|dried)\b/i],
  ['eggs', /^Eggs?, whole\b/, /\b(fried|salad|sandwich|dried)\b/i],
  ['milk', /^Milk, (NFS|whole|reduced fat|low ?fat|fat free|nonfat)\b/, /\b(human|shake|dry|evaporated|condensed)\b/i],
  ['chicken breast', PLAIN_CHICKEN_BREAST],
  ['chiken brest', PLAIN_CHICKEN_BREAST],
  ['breast chicken', PLAIN_CHICKEN_BREAST],
  ['Chicken Breast ', PLAIN_CHICKEN_BREAST],
  ['apple', /^Apples?, raw\b/],
  ['rice', /^Rice, (white|brown|cooked)\b.*\b(cooked|raw|NFS)\b/, /\b(fried|with|pudding)\b/i],
  ['salmon', /^(Fish, )?salmon\b/i, /\b(salad|cake|sandwich|canned|smoked)\b/i],
  ['salmn', /^(Fish, )?salmon\b/i],
  ['broccoli', /^Broccoli, raw$/],
  ['brocoli', /^Broccoli, raw$/],
  ['strawberries', /^Strawberries, raw$/],
  ['strawbery', /^Strawberries, raw$/],
  ['spinach', /^Spinach, raw$/],
  ['carrot', /^Carrots?,( \w+,)? raw$/],
  ['avocado', /^Avocados?, raw\b/],
  ['orange', /^Oranges?, raw\b/],
  ['peanut butter', /^Peanut butter\b/],
  ['peanutbutter', /^Peanut butter\b/],
  ['strawberry jam', /^Jam\b/],
  ['greek yogurt', /^Yogurt, Greek\b/],
  ['cheddar cheese', /^Cheese, cheddar\b/i],
  ['chese', /^Cheese\b/],
  ['white bread', /^Bread, white(, commercially prepared)?$/],
  ['olive oil', /^(Olive oil|Oil, olive)\b/],
  ['ground beef', /^Beef, ground\b/],
  ['oatmeal', /^Oatmeal\b/],
  ['coffee', /^Coffee, (brewed|NS as to type|NS as to brewed or instant)\b/],
  ['black beans', /^(Black beans|Beans, black)\b/],
  ['lentils', /^Lentils\b/],
  ['potato', /^Potato(es)?, (NFS|baked|boiled|raw)\b/],
  ['whole milk', /^Milk, whole\b/],
  ['skim milk', /^Milk, (fat free|nonfat)\b/],
  ['brown rice', /^Rice, brown\b/],
  // SR calls every hash brown 'hashed brown': a family's other name does not outrank its default.
  ['hash browns', /^Potato, hash brown, NFS$/],
  // A dish family's default named just so gets the first-in-code-group bonus; a sweet tamale does not outrank it.
  ['tamale', /^Tamale, NFS$/],
  ['pepperoni pizza', /^Pizza with pepperoni, from restaurant or fast food, NS as to type of crust$/],
  // The other name 'lasagna' is compared with the word search reads 'lasagne' as.
  ['lasagne', /^Lasagna with meat$/],
  // 'NS as to part' is not indexed: the name reads 'Chicken, fried, coated'.
  ['fried chicken', /^Chicken, NS as to part, fried, coated\b/],
  // A class word whose kind is the note keeps its head: 'Fish, fried', not a head 'fried'.
  ['fried fish', /^Fish, NS as to type, fried$/],
  // A default's head listing alternatives is still the food named ('Chicken tenders or strips').
  ['chicken tenders', /^Chicken tenders or strips, NFS$/],
  // One item of the plain default's listed other names ('macaroni, spaghetti, any shape of pasta'):
  // USDA's default, not the SR spinach spaghetti or the dishes made with spaghetti.
  ['spaghetti', /^Pasta, cooked$/],
  // A short word in few foods is the common word it starts ('mac' → macaroni), not only the 'Easy
  // Mac' it is in; a lone letter between words ('n') is a shortened word, not searched for.
  ['mac and cheese', /^Macaroni (and|or noodles with) cheese\b/i, /Easy Mac/],
  ['mac n cheese', /^Macaroni (and|or noodles with) cheese\b/i, /Easy Mac/],
  // 'Dunkin Donuts' in the other names of a slush drink and a coffee creamer names a shop, not them;
  // a whole other name that is a brand still finds its food.
  ['donut', /^Doughnut\b/],
  ['coke', /^Soft drink, cola$/],
];

describe('searchFoods ranking on the shipped seed', () => {
  it.each(QUERIES)('%s', async (query, expected, unwanted) => {
    const results = await searchFoods(handle.db, query);
    expect(results.length).toBeGreaterThan(0);
    const first = results[0]!.name;
    expect(first).toMatch(expected);
    if (unwanted) expect(first).not.toMatch(unwanted);
  });

  it("indexes a name without USDA's 'NS as to …' and 'NFS' notes", async () => {
    const { rows } = await sql<{ head: number; front: number; words: number }>`
      select search_head_words as head, search_front_words as front, search_name_words as words
      from foods where name = 'Chicken, NS as to part, fried, coated, skin / coating eaten'
    `.execute(handle.db);
    expect(rows[0]).toEqual({ head: 1, front: 2, words: 5 });
  });

  it("does not take a default's head two words longer than the query as the food named", async () => {
    const names = (await searchFoods(handle.db, 'granola', { limit: 3 })).map((r) => r.name);
    expect(names).toContain('Cereal, granola');
  });

  it('puts dishes after the plain food', async () => {
    const names = (await searchFoods(handle.db, 'egg')).map((r) => r.name);
    const sandwich = names.findIndex((n) => /sandwich/i.test(n));
    expect(sandwich === -1 || sandwich > 3).toBe(true);
  });

  it('puts a food that comes with the words asked for after the food they name', async () => {
    const names = (await searchFoods(handle.db, 'dumplings')).map((r) => r.name);
    expect(names.indexOf('Wonton, dumpling or pot sticker, steamed')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Wonton, dumpling or pot sticker, steamed')).toBeLessThan(names.indexOf('Chicken or turkey with dumplings'));
  });

  it('follows the few foods with every word by those named with fewer', async () => {
    const names = (await searchFoods(handle.db, 'strawberry milkshake')).map((r) => r.name);
    expect(names[0]).toMatch(/strawberry milkshake/i);
    expect(names.slice(1).some((n) => n.startsWith('Milk shake'))).toBe(true);
  });

  it('puts a pair of foods after the one food asked for', async () => {
    const names = (await searchFoods(handle.db, 'ginger ale')).map((r) => r.name);
    expect(names[0]).toBe('Soft drink, ginger ale');
    expect(names.indexOf('Whiskey and ginger ale')).toBeGreaterThan(0);
    const sodas = (await searchFoods(handle.db, 'soda')).map((r) => r.name);
    expect(sodas[0]).not.toMatch(/ and soda$/);
  });

  it('finds the food named by the last word, of the kind the words before say, in the first three', async () => {
    const firstThree = async (query: string) => (await searchFoods(handle.db, query, { limit: 3 })).map((r) => r.name);
    expect(await firstThree('beef taco')).toContainEqual(expect.stringMatching(/^Taco, (corn|flour) tortilla, beef\b/));
    expect(await firstThree('green pepper')).toContain('Peppers, sweet, green, raw');
  });

  it('returns nothing for fewer than 3 characters, blanks, stop words or gibberish', async () => {
    expect(await searchFoods(handle.db, 'eg')).toEqual([]);
    expect(await searchFoods(handle.db, '   ')).toEqual([]);
    expect(await searchFoods(handle.db, 'with')).toEqual([]);
    expect(await searchFoods(handle.db, 'xqzvw')).toEqual([]);
  });

  it('lets the leading words go when no food has them all, unless every word is asked for', async () => {
    const names = (await searchFoods(handle.db, 'salmon broccoli')).map((r) => r.name);
    expect(names[0]).toMatch(/^Broccoli\b/);
    expect(names.some((n) => /salmon/i.test(n))).toBe(false);
    expect(await searchFoods(handle.db, 'salmon broccoli', { everyWord: true })).toEqual([]);
    expect((await searchFoods(handle.db, 'chicken noodle soup', { everyWord: true }))[0]?.name).toMatch(/chicken noodle/i);
  });

  it('respects the limit', async () => {
    expect(await searchFoods(handle.db, 'cheese', { limit: 5 })).toHaveLength(5);
    expect(await searchFoods(handle.db, 'cheese')).toHaveLength(25);
  });

  it('finds the same foods from what an app instance keeps as when everything is read, asking for the words once a search', async () => {
    const cache = new FoodCache(handle.db);
    const kept = cache.searchKept(handle.db);
    const asked: string[][] = [];
    const counted = { ...kept, terms: (tokens: string[]) => (asked.push(tokens), kept.terms(tokens)) };
    for (const query of ['chick', 'chiken brest', 'salmon broccoli', 'strawberry jam']) {
      for (let pass = 0; pass < 2; pass++) {
        asked.length = 0;
        expect(await searchFoods(handle.db, query, { kept: counted })).toEqual(await searchFoods(handle.db, query));
        expect(asked).toEqual([tokenize(query)]);
      }
    }
  });
});

describe('result shape', () => {
  it('gives nutrition per default serving and the portions', async () => {
    const results = await searchFoods(handle.db, 'banana');
    expect(results[0]!.name).toMatch(/^Bananas?, raw$/);
    const banana = results.find((f) => f.dataType === 'SR Legacy');
    expect(banana).toMatchObject({
      name: 'Bananas, raw',
      fdcId: null,
      brand: null,
      dataType: 'SR Legacy',
      category: 'Fruits and Fruit Juices',
      servingSize: '1 medium (118 g)',
    });
    // 89 kcal per 100 g → 105 kcal in 118 g.
    expect(banana!.nutrition.calories).toBe(105);
    expect(banana!.nutrition.protein).toBeCloseTo(1.3, 1);
    expect(banana!.portions[0]).toEqual({ label: '1 medium', grams: 118, unspecified: false });
    expect(banana).toMatchObject({ flags: ['vegan', 'vegetarian'], flagsFrom: 'food_group', wweiaCategory: { code: 6004, name: 'Bananas' }, form: 'raw', asEaten: true });
  });

  it('gives FNDDS foods their recipe flags and shows "Quantity not specified" as 1 serving', async () => {
    const [pudding] = await searchFoods(handle.db, 'banana pudding', { limit: 1 });
    expect(pudding).toMatchObject({ name: 'Banana pudding', flagsFrom: 'ingredients', wweiaCategory: { code: 5804, name: 'Pudding' } });
    expect(pudding!.flags).toContain('dairy');
    expect(pudding!.flags).not.toContain('vegan');
    expect(pudding!.portions).toContainEqual(expect.objectContaining({ label: '1 serving', unspecified: true }));
  });

  it('falls back to 100 g and keeps unknown values null', async () => {
    const results = await searchFoods(handle.db, 'rice black unenriched', { limit: 1 });
    expect(results[0]).toMatchObject({ dataType: 'Foundation', servingSize: '100 g' });
    expect(typeof results[0]!.fdcId).toBe('number');
  });

  it('getFoodById returns the same shape plus per-100 g values', async () => {
    const [milk] = await searchFoods(handle.db, 'whole milk');
    const detail = await getFoodById(handle.db, milk!.id);
    expect(detail).toMatchObject({ id: milk!.id, name: milk!.name, servingSize: milk!.servingSize, dataType: 'Survey' });
    expect(detail!.per100g.calories).toBeGreaterThan(50);
    expect(detail!.nutrition.calories).toBe(Math.round((detail!.per100g.calories * detail!.servingGrams) / 100));
    expect(await getFoodById(handle.db, 999_999_999)).toBeNull();
    expect(await getFoodById(handle.db, -1)).toBeNull();
  });
});
