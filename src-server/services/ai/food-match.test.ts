import { describe, expect, it } from 'vitest';
import type { FoodDetail } from '../foods/search-foods.ts';
import type { FoodCache } from './food-cache.ts';
import { bestMatch, findSaidFood, matchDish, matchFood } from './food-match.ts';
import { asNamed, nameHeads, pairedHead, unsaid } from './usda-names.ts';

/** A search result with only what matching reads; the rest as a plain FNDDS food. */
function food(name: string, facts: Partial<FoodDetail> = {}): FoodDetail {
  const nutrition = { calories: 100, protein: 0, carbs: 0, fats: 0, fiber: null, sugar: null, sodium: null };
  return {
    id: 1, fdcId: null, name, brand: null, servingSize: '1 serving', dataType: 'Survey', category: null,
    nutrition, portions: [], flags: [], flagsFrom: null, wweiaCategory: null, form: null, asEaten: true, plainDefault: false,
    foodCode: null, alsoCalled: [], badges: [], claims: [], allergenFree: [], mine: false, source: 'survey', sourceId: '1', servingGrams: 100,
    per100g: { ...nutrition, saturatedFat: null }, ...facts,
  };
}

describe('unsaid', () => {
  it.each([
    ['Cheese, cottage, NFS', ['cottage', 'cheese'], 0],
    ['Coconut water, unsweetened', ['coconut', 'water'], 0],
    ['Coconut water, sweetened', ['coconut', 'water'], 1],
    ["Cottage cheese, farmer's", ['cottage', 'cheese'], 1],
    ['Coffee, NS as to brewed or instant', ['coffee'], 0],
    ['Eggs, scrambled, frozen mixture', ['scrambled', 'egg'], 2],
    ['Dumpling, no meat', ['dumpling'], 2],
    // What a part says the food lacks narrows nothing.
    ['Chicken breast, grilled without sauce, skin eaten', ['grilled', 'chicken', 'breast'], 2],
    ['Walnuts, excluding honey roasted', ['walnut'], 0],
    ['Muffins, blueberry, commercially prepared (Includes mini-muffins)', ['blueberry', 'muffin'], 0],
    ['Cake or cupcake, chocolate', ['chocolate', 'cupcake'], 0],
    ['Taco or tostada salad with meat', ['taco'], 3],
    ['Milk, reduced fat (2%)', ['2%', 'milk'], 2],
    // Where it came from is one thing, however USDA words its alternatives.
    ['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', ['pepperoni', 'pizza'], 1],
    ['Pizza with pepperoni, stuffed crust', ['pepperoni', 'pizza'], 2],
    ['Cream, NS as to light, heavy, or half and half', ['cream'], 0],
    // A word said twice in one part is one word ('half and half').
    ['Cream, half and half, flavored', ['flavored', 'cream'], 1],
    // After the first term, the alternative said names the kind, and the others are other names of it.
    ['Wonton, dumpling or pot sticker, steamed', ['steamed', 'dumpling'], 1],
    // 'cookies' is 'cooky' said, as 'berries' is 'berry'.
    ['Cookie, chocolate chip', ['chocolate', 'chip', 'cooky'], 0],
  ])('%s narrows %j by %i words', (name, said, words) => {
    expect(unsaid(name, said)).toBe(words);
  });
});

describe('nameHeads', () => {
  it('reads each alternative of the kind USDA names after the family', () => {
    expect(nameHeads('Wonton, dumpling or pot sticker, steamed')).toEqual(expect.arrayContaining(['wonton', 'dumpling', 'sticker']));
  });

  it('reads the noun after a pair of kinds: pork and beef sausage is a sausage', () => {
    expect(pairedHead('Pork and beef sausage')).toBe('sausage');
    expect(pairedHead('Macaroni and cheese')).toBeNull();
  });
});

describe('asNamed', () => {
  it('reads a said word as the common noun ending a listed other name of kinds', () => {
    const also = ['spaghetti, any shape pasta', 'marinara, red sauce', 'NS sauce kind'];
    expect(['spaghetti', 'marinara', 'meat'].map((w) => asNamed('Pasta with tomato-based sauce and meat, home recipe', also, w))).toEqual(['pasta', 'sauce', 'meat']);
    // Only an item that is one word: 'tomato-based' says what the sauce is made of.
    expect(asNamed('Spaghetti sauce', ['tomato-based, marinara, or red sauce'], 'tomato')).toBe('tomato');
  });
});

describe('bestMatch', () => {
  it("takes the product a letter's plural names, and that letter only", () => {
    const results = [food('Cereal, multigrain'), food('Cereal, other, NFS'), food("Cereal, O's, multigrain"), food("Cereal, O's, NFS")];
    expect(bestMatch(results, ['multigrain', 'o', 'cereal'], 'cereal')!.r.name).toBe("Cereal, O's, multigrain");
    expect(bestMatch(results, ['o', 'cereal'], 'cereal')!.r.name).toBe("Cereal, O's, NFS");
  });

  it('takes the kind said over the food that leaves that kind unspecified', () => {
    const results = [food('Cream, NS as to light, heavy, or half and half'), food('Cream, heavy'), food('Cream, light')];
    expect(bestMatch(results, ['heavy', 'cream'], 'cream')!.r.name).toBe('Cream, heavy');
    expect(bestMatch(results, ['cream'], 'cream')!.r.name).toBe('Cream, NS as to light, heavy, or half and half');
    // 'meatballs' says nothing of the meat: the food not specifying it is still the plain one.
    const meatballs = [food('Meatballs, NS as to type of meat'), food('Meatball, meatless')];
    expect(bestMatch(meatballs, ['meatball'], 'meatball')!.r.name).toBe('Meatballs, NS as to type of meat');
  });

  it('takes an FNDDS food USDA also calls just what was said', () => {
    const results = [food('Tofu, fried', { dataType: 'SR Legacy' }), food('Soybean curd', { alsoCalled: ['stir fried', 'bean curd', 'tofu'] })];
    expect(bestMatch(results, ['tofu'], 'tofu')!.r.name).toBe('Soybean curd');
    // However far down the search it comes: SR's many tofus come first, in the same WWEIA category.
    const legumes = { wweiaCategory: { code: 2806, name: 'Soy-based products' } };
    const kinds = ['soft', 'hard', 'firm', 'extra firm', 'salted and fermented', 'dried-frozen', 'raw, firm', 'raw, regular'].flatMap((k) => [
      food(`Tofu, ${k}, prepared with nigari`, { dataType: 'SR Legacy', ...legumes }),
      food(`Tofu, ${k}, prepared with calcium sulfate`, { dataType: 'SR Legacy', ...legumes }),
    ]);
    const deeper = [food('Tofu, fried', { dataType: 'SR Legacy', ...legumes }), ...kinds.slice(0, 12), food('Soybean curd', { alsoCalled: ['stir fried', 'bean curd', 'tofu'], ...legumes })];
    expect(bestMatch(deeper, ['tofu'], 'tofu')!.r.name).toBe('Soybean curd');
    // Not when an FNDDS food is named with the words, nor for a dish's other names (what it may be made with).
    const cheeses = [food('Imitation cheese', { alsoCalled: ['mozzarella'] }), food('Cheese, Mozzarella, NFS')];
    expect(bestMatch(cheeses, ['mozzarella'], 'mozzarella')!.r.name).toBe('Cheese, Mozzarella, NFS');
    // An FNDDS food named with the words but about another thing leaves the other name its due.
    const brans = [food('Muffin, English, oat bran, with raisins'), food('Cereal, bran flakes, flavored', { alsoCalled: ['raisin bran'] })];
    expect(bestMatch(brans, ['raisin', 'bran'], 'bran')!.r.name).toBe('Cereal, bran flakes, flavored');
    const pesto = [food('Sauce, pesto, ready-to-serve', { dataType: 'SR Legacy' }), food('Pasta with cream sauce', { alsoCalled: ['pesto'], wweiaCategory: { code: 3204, name: '' } })];
    expect(bestMatch(pesto, ['pesto'], 'pesto')!.r.name).toBe('Sauce, pesto, ready-to-serve');
  });

  it('reads the FNDDS food also called just the thing said as that thing, whatever its name adds: "tea" is hot black tea', () => {
    const teas = [food('Tea, hot, leaf, black', { alsoCalled: ['tea bags', 'brewed', 'tea'] }), food('Tea, ginger'), food('Tea, hot, with milk', { alsoCalled: ['tea latte'] })];
    expect(bestMatch(teas, ['tea'], 'tea')!.r.name).toBe('Tea, hot, leaf, black');
    // Also when its name has the other words said ("hot tea").
    expect(bestMatch(teas, ['tea', 'hot'], 'tea')!.r.name).toBe('Tea, hot, leaf, black');
    // Not for an other name of a kind only: 'Belgian' on a frozen waffle is no plain waffle.
    const waffles = [food('Waffle, plain, frozen', { alsoCalled: ['Belgian', 'frozen'] }), food('Waffle, plain', { alsoCalled: ['Belgian', 'homestyle'] })];
    expect(bestMatch(waffles, ['belgian', 'waffle'], 'waffle')!.r.name).toBe('Waffle, plain');
  });

  it('takes the family default whose other names list the kind said', () => {
    const results = [food('Spaghetti, spinach, cooked', { dataType: 'SR Legacy' }), food('Pasta, cooked', { plainDefault: true, alsoCalled: ['macaroni, spaghetti, any shape of pasta'] })];
    expect(bestMatch(results, ['spaghetti'], 'spaghetti')!.r.name).toBe('Pasta, cooked');
  });

  it('takes the plain food over a variant that says more than was said', () => {
    const results = [food("Cottage cheese, farmer's"), food('Cheese, cottage, NFS')];
    expect(bestMatch(results, ['cottage', 'cheese'], 'cheese')!.r.name).toBe('Cheese, cottage, NFS');
  });

  it('takes no food without what was said with it', () => {
    const apples = [food('Apples, raw, without skin', { dataType: 'SR Legacy' }), food('Apples, raw, with skin', { dataType: 'SR Legacy' })];
    expect(bestMatch(apples, ['raw', 'apple', 'skin'], 'apple')!.r.name).toBe('Apples, raw, with skin');
    expect(bestMatch(apples, ['raw', 'apple', 'without', 'skin'], 'apple')!.r.name).toBe('Apples, raw, without skin');
  });

  it('takes no kind of its own named with a word not said before the thing, nor a pair with a food not said', () => {
    const toasts = [food('French toast, whole grain', { alsoCalled: ['multigrain'] }), food('Bread, whole grain white, toasted')];
    expect(bestMatch(toasts, ['whole', 'grain', 'toast'], 'toast')!.r.name).toBe('Bread, whole grain white, toasted');
    const ales = [food('Whiskey and ginger ale'), food('Soft drink, ginger ale')];
    expect(bestMatch(ales, ['ginger', 'ale'], 'ale')!.r.name).toBe('Soft drink, ginger ale');
    // A pair said whole is about the noun after it.
    const sausages = [food('Sausage, pork and beef, with cheddar cheese, smoked', { dataType: 'SR Legacy' }), food('Pork and beef sausage')];
    expect(bestMatch(sausages, ['pork', 'beef', 'sausage'], 'sausage')!.r.name).toBe('Pork and beef sausage');
    // A word said before the thing names the kind meant ('Chicken or turkey salad' for "chicken salad").
    const salads = [food('Taco or tostada salad with chicken'), food('Chicken or turkey salad, made with mayonnaise')];
    expect(bestMatch(salads, ['chicken', 'salad'], 'salad')!.r.name).toBe('Chicken or turkey salad, made with mayonnaise');
  });

  it('takes no food that is another thing said, by its name or its WWEIA category', () => {
    const flavored = { code: 1206, name: 'Flavored milk, lowfat' };
    const candy = { code: 5702, name: 'Candy containing chocolate' };
    const results = [food('Chocolate milk, NFS', { plainDefault: true, wweiaCategory: flavored }), food('Milk, chocolate, lowfat', { dataType: 'SR Legacy', wweiaCategory: flavored }), food('Candies, milk chocolate', { dataType: 'SR Legacy', wweiaCategory: candy })];
    expect(bestMatch(results, ['milk', 'chocolate'], 'chocolate')!.r.name).toBe('Candies, milk chocolate');
    expect(bestMatch(results, ['chocolate', 'milk'], 'milk')!.r.name).toBe('Chocolate milk, NFS');
  });

  it('takes the family most foods named for the word are in, when USDA names a family first', () => {
    const bars = ['Cereal or Granola bar, NFS', 'Cereal or granola bar, lowfat, NFS', 'Cereal or granola bar, nonfat'].map((name) => food(name, { plainDefault: true }));
    const results = [bars[0]!, food('Cookie, granola'), food('Cereal, granola'), ...bars.slice(1)];
    expect(bestMatch(results, ['granola'], 'granola')!.r.name).toBe('Cereal, granola');
  });

  it('reads a family named first as its kind, and a food measured as said', () => {
    const cup = [{ label: '1 cup', grams: 120, unspecified: false }];
    const results = [food('Cereal or Granola bar, NFS', { plainDefault: true }), food('Cookie, granola'), food('Cereal, granola', { portions: cup })];
    const said = { quantity: 0.25, unit: 'cup' as const, size: null, statedAmount: true };
    expect(bestMatch(results, ['granola'], 'granola', said)!.r.name).toBe('Cereal, granola');
  });

  it('reads a name written in two words as the one word said', () => {
    const results = [food('Meat loaf, NS as to type of meat'), food('Vegetarian meatloaf or patties', { dataType: 'SR Legacy' })];
    expect(bestMatch(results, ['meatloaf'], 'meatloaf')!.r.name).toBe('Meat loaf, NS as to type of meat');
  });

  it('takes the kind most foods named for the words are', () => {
    const kind = (code: number) => ({ wweiaCategory: { code, name: '' } });
    const results = [
      food('Green peas, NS as to form, cooked', { plainDefault: true, ...kind(6418) }), food('Blackeyed peas, NFS', { plainDefault: true, ...kind(2802) }),
      food('Peas, green, cooked', { dataType: 'SR Legacy', ...kind(6418) }), food('Peas, green, frozen, cooked', { dataType: 'SR Legacy', ...kind(6418) }),
    ];
    expect(bestMatch(results, ['pea'], 'pea')!.r.name).toBe('Green peas, NS as to form, cooked');
  });

  it('reads what a food is made with, or a dish served on, as the usual food, not a narrower kind', () => {
    const results = [food('Lasagna, meatless'), food('Lasagna with meat')];
    expect(bestMatch(results, ['lasagna'], 'lasagna')!.r.name).toBe('Lasagna with meat');
    // What is 'added' is more than the usual food.
    const popcorn = [food('Popcorn, air-popped, with added butter'), food('Snacks, popcorn, air-popped', { dataType: 'SR Legacy' })];
    expect(bestMatch(popcorn, ['air', 'popped', 'popcorn'], 'popcorn')!.r.name).toBe('Snacks, popcorn, air-popped');
    const sandwiches = [food('Egg white sandwich, with cheese'), food('Egg sandwich on white bread, with cheese')];
    expect(bestMatch(sandwiches, ['egg', 'cheese', 'sandwich'], 'sandwich')!.r.name).toBe('Egg sandwich on white bread, with cheese');
    const cupcakes = [food('Cake or cupcake, German chocolate'), food('Cake or cupcake, chocolate with chocolate icing')];
    expect(bestMatch(cupcakes, ['chocolate', 'cupcake'], 'cupcake')!.r.name).toBe('Cake or cupcake, chocolate with chocolate icing');
  });

  it('reads the round code of an FNDDS family as its base recipe, and what a later code adds as a narrower kind', () => {
    const dish = { wweiaCategory: { code: 3004, name: 'Poultry mixed dishes' } };
    const results = [food('Chicken or turkey salad with egg', { foodCode: '27446220', ...dish }), food('Chicken or turkey salad, made with mayonnaise', { foodCode: '27446200', ...dish })];
    expect(bestMatch(results, ['chicken', 'salad'], 'salad')!.r.name).toBe('Chicken or turkey salad, made with mayonnaise');
  });

  it('leaves notes in brackets out of a name’s length', () => {
    const results = [food('Rolls, dinner, wheat', { dataType: 'SR Legacy' }), food('Rolls, dinner, plain, commercially prepared (includes brown-and-serve)', { dataType: 'SR Legacy' })];
    expect(bestMatch(results, ['dinner', 'roll'], 'roll')!.r.name).toBe('Rolls, dinner, plain, commercially prepared (includes brown-and-serve)');
  });

  it('counts the things a food’s portions count as said', () => {
    const link = [{ label: '1 link', grams: 25, unspecified: false }];
    const results = [food('Pork sausage rice links, brown and serve, cooked', { dataType: 'SR Legacy' }), food('Pork sausage', { portions: link })];
    expect(bestMatch(results, ['sausage', 'link'], 'link')!.r.name).toBe('Pork sausage');
  });
});

describe('findSaidFood', () => {
  it('reads a said dish as USDA names one: "spaghetti with meat sauce" is spaghetti, not the sauce', async () => {
    const results = [food('Spaghetti sauce with meat'), food('Spaghetti with meat sauce, frozen entree', { dataType: 'SR Legacy' })];
    const said = { food: 'spaghetti with meat sauce', quantity: 1, unit: null, size: null, statedAmount: false };
    expect((await findSaidFood(async () => results, said))!.r.name).toBe('Spaghetti with meat sauce, frozen entree');
  });

  it('reads a last word no name holds as the unit, when the food’s portions give it: "pepperoni pizza slice"', async () => {
    const piece = [{ label: '1 piece, large pizza', grams: 124, unspecified: false }];
    const pizza = food('Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', { portions: piece });
    const search = async (query: string) => (query === 'pepperoni pizza' ? [pizza] : [food('Luncheon slices, meatless', { dataType: 'SR Legacy' })]);
    const said = { food: 'pepperoni pizza slice', quantity: 1, unit: null, size: 'large' as const, statedAmount: true };
    const found = (await findSaidFood(search, said))!;
    expect([found.r.name, found.asked.unit]).toEqual([pizza.name, 'slice']);
  });

  it('looks past a said preparation no FNDDS food is named with: "toasted bagel" is a bagel', async () => {
    const toasted = [food('Bagels, cinnamon-raisin, toasted', { dataType: 'SR Legacy' })];
    const bagels = [food('Bagel'), ...toasted];
    const said = { food: 'toasted bagel', quantity: 1, unit: null, size: null, statedAmount: true };
    expect((await findSaidFood(async (query) => (query === 'bagel' ? bagels : toasted), said))!.r.name).toBe('Bagel');
  });

  it('keeps a preparation FNDDS names a food with: "grilled cheese" is the sandwich', async () => {
    const said = { food: 'grilled cheese', quantity: 1, unit: null, size: null, statedAmount: true };
    const search = async (query: string) => (query === 'cheese' ? [food('Cheese, NFS', { plainDefault: true })] : [food('Grilled cheese sandwich, NFS')]);
    expect((await findSaidFood(search, said))!.r.name).toBe('Grilled cheese sandwich, NFS');
  });
});

describe('matchFood', () => {
  const said = (words: string) => ({ food: words, quantity: 1, unit: null, size: null, statedAmount: false });
  const cacheOf = (answers: Record<string, FoodDetail[]>) => ({ search: async (query: string) => answers[query] ?? [] }) as unknown as FoodCache;
  const kind = (name: string) => ({ wweiaCategory: { code: 1, name } });

  it('takes a food whose name has the word said only where the word names what a part of the name names', async () => {
    const cache = cacheOf({
      family: [food('Restaurant, family style, coleslaw', kind('Coleslaw, non-lettuce salads'))],
      school: [food('School Lunch, chicken nuggets', kind('Chicken patties, nuggets and tenders'))],
      ramen: [food('Ramen bowl, NFS', kind('Ramen and Asian broth-based soups'))],
      'red bull': [food('Energy drink (Red Bull)', kind('Energy drinks'))],
    });
    expect(await matchFood(cache, said('family'))).toBeNull();
    expect(await matchFood(cache, said('school'))).toBeNull();
    // A word in the first term counts when the food's category names it.
    expect((await matchFood(cache, said('ramen')))?.food.name).toBe('Ramen bowl, NFS');
    expect((await matchFood(cache, said('red bull')))?.food.name).toBe('Energy drink (Red Bull)');
  });

  it('takes an other name written as one word', async () => {
    const water = food('Water, enhanced, regular', { alsoCalled: ['added vitamins or minerals', 'Vitamin Water'] });
    expect((await matchFood(cacheOf({ vitaminwater: [water] }), said('vitaminwater')))?.food.name).toBe('Water, enhanced, regular');
  });

  it('looks up the words before a preposition when the food found names none of them', async () => {
    const broccoli = food('Broccoli, NS as to form, cooked', { plainDefault: true });
    const cache = cacheOf({
      'steamed broccoli as side dish': [food('Side dishes, potato salad', kind('Potato salad'))],
      'steamed broccoli': [broccoli],
      broccoli: [broccoli],
    });
    expect((await matchFood(cache, said('steamed broccoli as side dish')))?.food.name).toBe('Broccoli, NS as to form, cooked');
  });
});

describe('matchDish', () => {
  const pasta = (name: string, alsoCalled: string[]) => food(name, { alsoCalled: ['spaghetti, any shape pasta', ...alsoCalled], wweiaCategory: { code: 3204, name: '' } });
  const dishes = [
    pasta('Pasta with cream sauce and meat, home recipe', ['white, cheese, vodka, or Alfredo sauce', 'NS source']),
    pasta('Pasta with tomato-based sauce and meat, restaurant', ['marinara, red sauce', 'NS sauce kind']),
    pasta('Pasta with tomato-based sauce and meat, home recipe', ['marinara, red sauce', 'NS sauce kind', 'NS source']),
    pasta('Pasta with cream sauce and added vegetables, from home recipe', ['NS source']),
  ].map((d, i) => ({ ...d, id: i + 1 }));
  const cache = { searchEveryWord: async () => dishes } as unknown as FoodCache;
  const first = (said: string) => ({ food: said, quantity: 1, unit: 'cup' as const, size: null, statedAmount: true });

  it('reads the kinds a dish lists and takes the one USDA codes for the details not said', async () => {
    expect((await matchDish(cache, first('spaghetti'), { food: 'meat sauce' }))?.food.name).toBe('Pasta with tomato-based sauce and meat, home recipe');
  });

  it('counts a description word said of the first food, though the search leaves it out', async () => {
    const teas = { searchEveryWord: async () => [food('Tea, hot, with milk', { wweiaCategory: { code: 7202, name: 'Tea' } })] } as unknown as FoodCache;
    expect((await matchDish(teas, first('hot tea'), { food: 'milk' }))?.food.name).toBe('Tea, hot, with milk');
  });

  it('takes no dish whose first term lists a part not said', async () => {
    expect(await matchDish(cache, first('pasta'), { food: 'vegetables' })).toBeNull();
  });

  it('takes no dish made with a kind of the second food when the food was said plain', async () => {
    const rice = { searchEveryWord: async () => [food('Rice, cooked with coconut milk'), food('Rice, cooked, with milk')] } as unknown as FoodCache;
    expect((await matchDish(rice, first('cooked rice'), { food: 'milk' }))?.food.name).toBe('Rice, cooked, with milk');
    // Said with a kind of its own, the dish may name the kind as USDA does ('oat milk' in a latte with non-dairy milk).
    const lattes = { searchEveryWord: async () => [food('Coffee, Latte, with non-dairy milk')] } as unknown as FoodCache;
    expect((await matchDish(lattes, first('latte'), { food: 'oat milk' }))?.food.name).toBe('Coffee, Latte, with non-dairy milk');
  });
});
