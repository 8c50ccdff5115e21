import { describe, expect, it } from 'vitest';
import { amountWords, findAmount, leadingNumber, measureOnly, withoutAmount } from './amount.ts';

/** The amount a phrase states and the words left for the food. */
function read(phrase: string) {
  const words = amountWords(phrase);
  const amount = findAmount(words);
  return { ...amount, food: withoutAmount(words, amount).join(' ') };
}

describe('findAmount', () => {
  it.each([
    ['212.5 grams of rice', 212.5, 'g', 212.5, 'rice'],
    ['an 85-gram slice of frozen sausage pizza', 85, 'g', 85, 'frozen sausage pizza'],
    ['a 60-gram granola bar', 60, 'g', 60, 'granola bar'],
    ['a 1.5-oz bag of pretzels', 1.5, 'oz', 42.524, 'pretzels'],
    ['a 1.5 oz bag of pretzels', 1.5, 'oz', 42.524, 'pretzels'],
    ['1 (28 ounce) can crushed tomatoes', 28, 'oz', 793.787, 'crushed tomatoes'],
    ['2 (15 oz) cans chickpeas', 30, 'oz', 850.486, 'chickpeas'],
    ['a 5 oz can of tuna', 5, 'oz', 141.748, 'tuna'],
    ['1 pound ground turkey', 1, 'lb', 453.592, 'ground turkey'],
    ['half a kilo of potatoes', 0.5, 'kg', 500, 'potatoes'],
    ['250mg caffeine', 250, 'mg', 0.25, 'caffeine'],
  ])('%s states a weight', (phrase, quantity, unit, grams, food) => {
    const got = read(phrase);
    expect(got).toMatchObject({ quantity, unit, kind: 'mass', ml: null, food });
    expect(got.grams).toBeCloseTo(grams, 3);
  });

  it.each([
    ['330 ml of cola', 330, 'ml', 330, 'cola'],
    ['a 16.9 fl oz bottle of water', 16.9, 'fl oz', 499.793, 'water'],
    ['2 cups rolled oats', 2, 'cup', 473.176, 'rolled oats'],
    ['1/2 teaspoon salt', 0.5, 'tsp', 2.465, 'salt'],
    ['3 tablespoons olive oil', 3, 'tbsp', 44.36, 'olive oil'],
    ['a pint of beer', 1, 'pint', 473.176, 'beer'],
    ['half a gallon of milk', 0.5, 'gallon', 1892.706, 'milk'],
    ['1.5 l of water', 1.5, 'l', 1500, 'water'],
  ])('%s states a volume', (phrase, quantity, unit, ml, food) => {
    const got = read(phrase);
    expect(got).toMatchObject({ quantity, unit, kind: 'volume', grams: null, food });
    expect(got.ml).toBeCloseTo(ml, 2);
  });

  it.each([
    ['5 cherry tomatoes', 5, null, 'cherry tomatoes'],
    ['a banana', 1, null, 'banana'],
    ['an egg', 1, null, 'egg'],
    ['twelve almonds', 12, null, 'almonds'],
    ['a couple of eggs', 2, null, 'eggs'],
    ['a pair of boiled eggs', 2, null, 'boiled eggs'],
    ['a few crackers', 3, null, 'crackers'],
    ['a dozen grapes', 12, null, 'grapes'],
    ['half a dozen eggs', 6, null, 'eggs'],
    ['a half dozen wings', 6, null, 'wings'],
    ['2 dozen cookies', 24, null, 'cookies'],
    ['half an avocado', 0.5, null, 'avocado'],
    ['two slices of toast', 2, 'slice', 'toast'],
    ['a handful of almonds', 1, 'handful', 'almonds'],
    ['1 can of soup', 1, 'can', 'soup'],
    ['a glass of milk', 1, 'glass', 'milk'],
  ])('%s counts pieces or portions', (phrase, quantity, unit, food) => {
    expect(read(phrase)).toMatchObject({ quantity, unit, kind: 'count', grams: null, ml: null, food });
  });

  it.each([
    ['1/2 cup oats', 0.5],
    ['½ cup oats', 0.5],
    ['1½ cups oats', 1.5],
    ['1 1/2 cups oats', 1.5],
    ['1-1/2 cups oats', 1.5],
    ['two and a half cups of oats', 2.5],
    ['a cup and a half of oats', 1.5],
    ['three quarters of a cup of oats', 0.75],
    ['.5 cup oats', 0.5],
    ['2,5 cups oats', 2.5],
  ])('%s reads fractions and decimals', (phrase, quantity) => {
    expect(read(phrase)).toMatchObject({ quantity, unit: 'cup', food: 'oats' });
  });

  it('reads a range as its mid-point', () => {
    expect(read('2-3 cups of milk')).toMatchObject({ quantity: 2.5, unit: 'cup', food: 'milk' });
    expect(read('2 to 3 slices of bread')).toMatchObject({ quantity: 2.5, unit: 'slice', food: 'bread' });
    expect(read('1 or 2 eggs')).toMatchObject({ quantity: 1.5, food: 'eggs' });
    expect(read('2–4 oz cheese')).toMatchObject({ quantity: 3, unit: 'oz', food: 'cheese' });
  });

  it('lets a stated weight or volume anywhere win over a count, with its hedge words', () => {
    expect(read('roasted sweet potatoes, about 400 grams')).toMatchObject({ quantity: 400, unit: 'g', approximate: true, food: 'roasted sweet potatoes' });
    expect(read('a slice of pizza weighing 80 grams')).toMatchObject({ quantity: 80, unit: 'g', approximate: true, food: 'pizza' });
    expect(read('2 chicken breasts about 1 pound')).toMatchObject({ quantity: 1, unit: 'lb', food: 'chicken breasts' });
    expect(read('around 150 g of salmon')).toMatchObject({ quantity: 150, unit: 'g', approximate: true, food: 'salmon' });
    expect(read('~200 g chicken')).toMatchObject({ quantity: 200, unit: 'g', approximate: true, food: 'chicken' });
    expect(read('rice 2 cups')).toMatchObject({ quantity: 2, unit: 'cup', food: 'rice' });
    expect(read('chicken 2 pieces')).toMatchObject({ quantity: 2, unit: 'piece', food: 'chicken' });
    expect(read('tuna fish - 2 steaks')).toMatchObject({ quantity: 2, unit: null, measure: 'steaks', food: 'tuna fish' });
    expect(read('roasted cornish hen - 1 wing')).toMatchObject({ quantity: 1, unit: null, measure: 'wing', food: 'roasted cornish hen' });
    // A number and a word after a food that do not agree in number name a kind of it.
    expect(findAmount(amountWords('milk 2 percent'))).toBeNull();
    expect(findAmount(amountWords('pizza 12 inch'))).toBeNull();
  });

  it('keeps a size, and says nothing when nothing is stated', () => {
    expect(read('2 large eggs')).toMatchObject({ quantity: 2, size: 'large', unit: null, food: 'eggs' });
    expect(read('a large pizza')).toMatchObject({ quantity: 1, size: 'large', food: 'pizza' });
    expect(read('large pizza')).toMatchObject({ quantity: null, size: 'large', food: 'pizza' });
    expect(findAmount(amountWords('rice'))).toBeNull();
    expect(findAmount(amountWords('about'))).toBeNull();
    expect(findAmount([])).toBeNull();
    // A number that is part of a name, with no unit after it, is no weight.
    expect(findAmount(amountWords('chicken with 7 up'))).toBeNull();
    // With no number, a unit word is an amount only before 'of': 'tub margarine' is a kind.
    expect(read('bowl of soup')).toMatchObject({ quantity: null, unit: 'bowl', food: 'soup' });
    expect(read('tub margarine 1 tbsp')).toMatchObject({ quantity: 1, unit: 'tbsp', food: 'tub margarine' });
  });

  it('reads the short forms of written logs', () => {
    expect(read('2 c rice')).toMatchObject({ quantity: 2, unit: 'cup', food: 'rice' });
    expect(read('orange juice with vitamin c')).toMatchObject({ food: 'orange juice with vitamin c' });
    expect(read('3 pc candied sweet potato')).toMatchObject({ quantity: 3, unit: 'piece', food: 'candied sweet potato' });
    expect(read('2 tbsps butter')).toMatchObject({ quantity: 2, unit: 'tbsp', food: 'butter' });
    expect(read('potato chips x10')).toMatchObject({ quantity: 10, unit: null, food: 'potato chips' });
    expect(read('greek yogurt x1 cup')).toMatchObject({ quantity: 1, unit: 'cup', food: 'greek yogurt' });
    expect(read('beef sausage x1 link')).toMatchObject({ quantity: 1, unit: null, measure: 'link', food: 'beef sausage' });
    expect(read('33cl can of cola')).toMatchObject({ quantity: 330, unit: 'ml', food: 'cola' });
    // Recipe spoons by case; a T-bone is no spoon.
    expect(read('2 T butter')).toMatchObject({ quantity: 2, unit: 'tbsp', food: 'butter' });
    expect(read('1½t vanilla')).toMatchObject({ quantity: 1.5, unit: 'tsp', food: 'vanilla' });
    expect(read('1 T-bone steak')).toMatchObject({ quantity: 1, unit: null });
    // The size of each container counted.
    expect(read('red bull 1 can 12 fl oz')).toMatchObject({ quantity: 12, unit: 'fl oz', food: 'red bull' });
    expect(read('2 bottles 500 ml of water')).toMatchObject({ quantity: 1000, unit: 'ml', food: 'water' });
    // A count said twice, as in writing ('two (2)'), is one count; energy is no amount of food.
    expect(read('two (2) eggs')).toMatchObject({ quantity: 2, unit: null, food: 'eggs' });
    expect(read('2 x 3 eggs')).toMatchObject({ quantity: 6, food: 'eggs' });
    expect(read('a bowl of tomato soup (250 kcal)')).toMatchObject({ quantity: 1, unit: 'bowl', food: 'tomato soup' });
  });

  it('reads number words with their hundreds, parts of a measure, how full it was and the same amount said twice', () => {
    expect(read('one hundred and fifty grams of rice')).toMatchObject({ quantity: 150, unit: 'g', food: 'rice' });
    expect(read('a hundred and twenty five grams of rice')).toMatchObject({ quantity: 125, unit: 'g', food: 'rice' });
    expect(read('three-quarters of a cup of milk')).toMatchObject({ quantity: 0.75, unit: 'cup', food: 'milk' });
    expect(read('2 heaping tablespoons of peanut butter')).toMatchObject({ quantity: 2, unit: 'tbsp', food: 'peanut butter' });
    expect(read("150 grams' worth of rice")).toMatchObject({ quantity: 150, unit: 'g', food: 'rice' });
    expect(read('150 grams (about 5 oz) of rice')).toMatchObject({ quantity: 150, unit: 'g', food: 'rice' });
    expect(read('salmon weighing in at 150 grams')).toMatchObject({ quantity: 150, unit: 'g', food: 'salmon' });
    expect(read('16 fluid oz cola')).toMatchObject({ quantity: 16, unit: 'fl oz', food: 'cola' });
    expect(read('eggs (2)')).toMatchObject({ quantity: 2, unit: null, food: 'eggs' });
    // Only a plural is counted by a number after it.
    expect(findAmount(amountWords('milk 2'))).toBeNull();
  });

  it('starts the food at an amount of a unit and "of" said after other words, and reads no time of day or length as an amount', () => {
    expect(read('finished 1 bowl of chicken noodle soup')).toMatchObject({ quantity: 1, unit: 'bowl', food: 'chicken noodle soup' });
    expect(read('breakfast consisted of two eggs')).toMatchObject({ quantity: 2, unit: null, food: 'eggs' });
    expect(findAmount(amountWords('almonds around 3pm'))).toBeNull();
    expect(findAmount(amountWords('coffee at 7:30 am'))).toBeNull();
    expect(read('a 6-inch turkey sub')).toMatchObject({ quantity: 1, unit: null, food: 'turkey sub' });
    expect(findAmount(amountWords('12 inch pizza'))).toBeNull();
  });

  it('takes a size said after the food, and reads thick and thin as sizes only of a piece', () => {
    expect(read('burrito with beans large')).toMatchObject({ quantity: null, size: 'large', food: 'burrito with beans' });
    expect(read('2 tacos small')).toMatchObject({ quantity: 2, size: 'small', food: 'tacos' });
    expect(findAmount(amountWords('thick crust pizza'))).toBeNull();
    expect(read('a thick slice of bread')).toMatchObject({ quantity: 1, unit: 'slice', size: 'large', food: 'bread' });
  });

  it('gives the words it covered, so what is left is the food', () => {
    const words = amountWords('a slice of pizza weighing 80 grams');
    expect(findAmount(words)!.spans).toEqual([[0, 3], [4, 7]]);
    expect(withoutAmount(words, null)).toEqual(words);
  });
});

describe('measureOnly', () => {
  it('accepts a bracket that is only a weight or volume, and nothing else', () => {
    expect(measureOnly('28 ounce')).toMatchObject({ kind: 'mass', quantity: 28, unit: 'oz' });
    expect(measureOnly('about 125 g')).toMatchObject({ kind: 'mass', grams: 125 });
    expect(measureOnly('12 fl oz')).toMatchObject({ kind: 'volume' });
    expect(measureOnly('optional')).toBeNull();
    expect(measureOnly('2 slices')).toBeNull();
    expect(measureOnly('about 2 cups, chopped')).toBeNull();
  });
});

describe('leadingNumber', () => {
  it('reads the number a text starts with, as written', () => {
    expect(leadingNumber('1 1/2 cups')).toMatchObject({ value: 1.5, text: '1 1/2 cups', length: 5 });
    expect(leadingNumber('1/2 cup')).toMatchObject({ value: 0.5 });
    expect(leadingNumber('½ cup')).toMatchObject({ value: 0.5 });
    expect(leadingNumber('2.5oz')).toMatchObject({ value: 2.5, length: 3 });
    expect(leadingNumber('medium')).toBeNull();
    expect(leadingNumber('12345abc')?.value).toBe(12345);
  });
});
