import { describe, expect, it } from 'vitest';
import type { FoodPortion } from './portion-facts.ts';
import { describeAnswer, resolvePortion } from './portion-engine.ts';
import { parsePortionText } from './portion-request.ts';
import { parseSpokenFoods } from './voice-parse.ts';

// Portion lists as USDA publishes them (FNDDS 2021-2023 and SR), description + grams, in USDA order.
const QNS = 'Quantity not specified';
const pancakes: FoodPortion[] = [
  { label: '1 miniature/bite size pancake', grams: 10 }, { label: '1 silver dollar pancake', grams: 20 }, { label: '1 small pancake', grams: 20 },
  { label: '1 medium pancake', grams: 50 }, { label: '1 large pancake', grams: 90 }, { label: '1 extra large pancake', grams: 150 },
  { label: '1 surface inch', grams: 1.9 }, { label: QNS, grams: 100 },
];
// SR's blueberry muffin: '1 muffin' is the muffin of a pack, far below a medium one.
const muffin: FoodPortion[] = [
  { label: '1 medium', grams: 113 }, { label: '1 mini', grams: 17 }, { label: '1 small', grams: 66 }, { label: '1 large', grams: 139 },
  { label: '1 extra large', grams: 168 }, { label: '1 muffin', grams: 31 }, { label: '1 oz', grams: 28.4 },
];
const frozenPancakes: FoodPortion[] = [{ label: '1 serving (3 pancakes)', grams: 114 }, { label: '1 oz', grams: 28.4 }];
const beer: FoodPortion[] = [
  { label: '1 fl oz', grams: 30 }, { label: '1 can or bottle (12 fl oz)', grams: 360 }, { label: '1 can or bottle (16 fl oz)', grams: 480 },
  { label: '1 bottle (40 fl oz)', grams: 1200 }, { label: QNS, grams: 360 },
];
const raisins: FoodPortion[] = [
  { label: '1 raisin', grams: 0.5 }, { label: '1 miniature box (.5 oz)', grams: 14 }, { label: '1 small box (1.5 oz)', grams: 43 }, { label: '1 cup', grams: 160 }, { label: QNS, grams: 40 },
];
const apple: FoodPortion[] = [
  { label: '1 small', grams: 165 }, { label: '1 medium', grams: 200 }, { label: '1 large', grams: 242 }, { label: '1 extra large', grams: 295 },
  { label: '1 slice', grams: 25 }, { label: '1 cup', grams: 125 }, { label: '1 single serving package', grams: 34 }, { label: QNS, grams: 200 },
];
const avocado: FoodPortion[] = [
  { label: '1 slice', grams: 15 }, { label: '1 fruit', grams: 150 }, { label: '1 cup', grams: 150 }, { label: '1 cup, mashed or pureed', grams: 230 }, { label: QNS, grams: 30 },
];
const taco: FoodPortion[] = [{ label: '1 taco', grams: 78 }, { label: '1 miniature taco', grams: 32 }, { label: QNS, grams: 156 }];
const rice: FoodPortion[] = [{ label: '1 cup, cooked', grams: 158 }, { label: QNS, grams: 158 }];
const cola: FoodPortion[] = [
  { label: '1 fl oz (no ice)', grams: 31 }, { label: '1 fl oz (with ice)', grams: 23 }, { label: '1 can (12 fl oz)', grams: 368 }, { label: '1 bottle (20 fl oz)', grams: 614 }, { label: QNS, grams: 368 },
];
const soup: FoodPortion[] = [{ label: '1 cup', grams: 245 }, { label: '1 can', grams: 525 }, { label: '1 individual container', grams: 440 }, { label: QNS, grams: 245 }];
const bread: FoodPortion[] = [
  { label: '1 small or thin/very thin slice', grams: 22 }, { label: '1 medium or regular slice', grams: 25 }, { label: '1 large or thick slice', grams: 39 },
  { label: 'Guideline amount per slice of bread/roll', grams: 5 }, { label: QNS, grams: 25 },
];
const egg: FoodPortion[] = [{ label: '1 egg', grams: 50 }, { label: '1 cup', grams: 135 }, { label: '1 slice', grams: 5 }, { label: QNS, grams: 50 }];
const peanutButter: FoodPortion[] = [{ label: '2 tbsp', grams: 32 }, { label: '1 cup', grams: 258 }];
const yogurt: FoodPortion[] = [];
const burrito: FoodPortion[] = [{ label: '1 small/regular', grams: 190 }, { label: '1 miniature', grams: 95 }, { label: '1 large', grams: 285 }, { label: QNS, grams: 190 }];
const pitaChips: FoodPortion[] = [{ label: '1 cup', grams: 60 }, { label: '1 chip', grams: 3 }, { label: '1 small single serving bag', grams: 28 }, { label: QNS, grams: 60 }];

const said = (food: FoodPortion[], text: string) => resolvePortion(food, parseSpokenFoods(text).foods[0]!);
const typed = (food: FoodPortion[], text: string) => resolvePortion(food, parsePortionText(text)!);

describe('resolvePortion: what was said against the food\'s own USDA portions', () => {
  it.each([
    [pancakes, 'three pancakes', 150, '3 medium pancakes', '1 medium pancake'],
    [pancakes, '2 large pancakes', 180, '2 large pancakes', '1 large pancake'],
    [muffin, 'a blueberry muffin', 113, '1 medium', '1 medium'],
    [muffin, 'a small blueberry muffin', 66, '1 small', '1 small'],
    [frozenPancakes, 'three pancakes', 114, '3 pancakes', '1 serving (3 pancakes)'],
    [frozenPancakes, 'a serving of pancakes', 114, '1 serving', '1 serving (3 pancakes)'],
    [beer, 'two bottles of beer', 720, '2 bottles', '1 can or bottle (12 fl oz)'],
    [beer, 'a beer', 360, '1 can or bottle (12 fl oz)', '1 can or bottle (12 fl oz)'],
    [raisins, 'a quarter cup of raisins', 40, '1/4 cup', '1 cup'],
    [raisins, '20 raisins', 10, '20 raisins', '1 raisin'],
    [apple, 'an apple', 200, '1 medium', '1 medium'],
    [apple, 'a large apple', 242, '1 large', '1 large'],
    [apple, 'an extra large apple', 295, '1 extra large', '1 extra large'],
    [avocado, 'half an avocado', 75, '1/2 fruit', '1 fruit'],
    [taco, 'two beef tacos', 156, '2 tacos', '1 taco'],
    [rice, 'a cup of white rice', 158, '1 cup', '1 cup, cooked'],
    [rice, 'some rice', 158, '1 cup, cooked', '1 cup, cooked'],
    [rice, '3 tablespoons of rice', 29.6, '3 tbsp', '1 cup, cooked'],
    [rice, '5 oz rice', 141.8, '5 oz', null],
    [cola, 'a can of coke', 368, '1 can', '1 can (12 fl oz)'],
    [cola, '12 fl oz of coke', 372, '12 fl oz', '1 fl oz (no ice)'],
    [soup, 'a bowl of chicken noodle soup', 245, '1 bowl', QNS],
    [soup, 'half a can of soup', 262.5, '1/2 can', '1 can'],
    [bread, 'toast', 25, '1 medium or regular slice', '1 medium or regular slice'],
    [raisins, 'some raisins', 40, '1 serving', QNS],
    [bread, '2 slices of toast', 50, '2 slices', '1 medium or regular slice'],
    [bread, 'a large slice of toast', 39, '1 large slice', '1 large or thick slice'],
    [egg, '2 eggs', 100, '2 eggs', '1 egg'],
    [peanutButter, 'a tablespoon of peanut butter', 16, '1 tbsp', '2 tbsp'],
    [peanutButter, '2 tsp peanut butter', 10.7, '2 tsp', '1 cup'],
    [yogurt, '200 ml yogurt', 200, '200 ml', null],
    // A piece of a food that lists no piece is one of the things it counts.
    [pitaChips, 'pita chips 5 pcs', 15, '5 chips', '1 chip'],
    // No amount said, but an unusual portion named in its own word: one of it.
    [burrito, 'beef burrito (miniature)', 95, '1 miniature', '1 miniature'],
    [burrito, 'beef burrito', 190, '1 small/regular', '1 small/regular'],
  ])('%#: %s', (food, text, grams, quantity, portion) => {
    const answer = said(food, text);
    expect(answer.grams).toBeCloseTo(grams, 0);
    expect(answer.quantity).toBe(quantity);
    expect(answer.portion?.label ?? null).toBe(portion);
  });

  it('never takes a multi-item portion once per item', () => {
    expect(said(frozenPancakes, '6 pancakes').grams).toBeCloseTo(228, 0);
  });

  it('says which portion and how many grams it used', () => {
    expect(describeAnswer(said(taco, 'two tacos'))).toBe('2 × 1 taco (78 g) = 156 g');
    expect(describeAnswer(said(rice, '150 g rice'))).toBe('150 g');
    expect(describeAnswer(said(rice, 'rice'))).toBe('1 cup, cooked (158 g) = 158 g');
    expect(describeAnswer(said(raisins, 'raisins'))).toBe('usual amount (40 g) = 40 g');
  });

  it('chooses among a food\'s portions by the words said beyond its name', () => {
    const cookie: FoodPortion[] = [
      { label: '1 small cookie', grams: 20 }, { label: '1 medium cookie', grams: 30 }, { label: '1 Pepperidge Farm Chocolate Chunk Cookie', grams: 26 }, { label: QNS, grams: 60 },
    ];
    const waffle: FoodPortion[] = [{ label: '1 medium waffle', grams: 75 }, { label: '1 thick / Belgian waffle', grams: 135 }, { label: QNS, grams: 75 }];
    const food = (portions: FoodPortion[], text: string, name: string) => resolvePortion(portions, parseSpokenFoods(text).foods[0]!, name);
    expect(food(cookie, 'two chocolate chip cookies', 'Cookie, chocolate chip').portion?.label).toBe('1 medium cookie');
    expect(food(waffle, 'a belgian waffle', 'Waffle, plain').portion?.label).toBe('1 thick / Belgian waffle');
  });

  it('takes the cup the words describe when a food is measured in several', () => {
    const banana: FoodPortion[] = [{ label: '1 cup, sliced', grams: 150 }, { label: '1 cup, mashed', grams: 225 }, { label: '1 medium', grams: 118 }];
    const cup = (text: string) => resolvePortion(banana, parseSpokenFoods(text).foods[0]!, 'Banana, raw').grams;
    expect(cup('a quarter cup of mashed bananas')).toBeCloseTo(56.3, 1);
    expect(cup('a cup of sliced banana')).toBe(150);
    expect(cup('a cup of banana')).toBe(150);
    expect(resolvePortion(avocado, parseSpokenFoods('a cup of mashed avocado').foods[0]!, 'Avocado, raw').grams).toBe(230);
    // With no word said, the cup of the food as named: not the cherry tomatoes' cup, nor whipped cream's.
    const tomatoes: FoodPortion[] = [{ label: '1 medium whole', grams: 123 }, { label: '1 cup cherry tomatoes', grams: 149 }, { label: '1 cup, chopped or sliced', grams: 180 }];
    expect(resolvePortion(tomatoes, parseSpokenFoods('2 cups of tomatoes').foods[0]!, 'Tomatoes, red, ripe, raw').grams).toBe(360);
    const cream: FoodPortion[] = [{ label: '1 cup, whipped', grams: 120 }, { label: '1 cup, fluid (yields 2 cups whipped)', grams: 238 }];
    expect(resolvePortion(cream, parseSpokenFoods('a cup of heavy cream').foods[0]!, 'Cream, fluid, heavy whipping').grams).toBe(238);
  });

  it('is less sure of a typical weight than of the food\'s own portion', () => {
    expect(said(yogurt, 'a cup of yogurt').certainty).toBeLessThan(said(rice, 'a cup of rice').certainty);
  });

  it("takes USDA's usual amount when nothing said names a portion and it is one of them", () => {
    // FNDDS 91705480 'Chocolate candy, cream filled', also called peppermint patty.
    const candy: FoodPortion[] = [
      { label: '1 pouch/regular size', grams: 45 }, { label: '1 piece', grams: 15 }, { label: '1 miniature/bite size', grams: 10 },
      { label: '1 fun/snack size', grams: 15 }, { label: '1 large/king size', grams: 90 }, { label: QNS, grams: 45 },
    ];
    expect(said(candy, 'a peppermint patty')).toMatchObject({ grams: 45, quantity: '1 pouch/regular size' });
    expect(said(candy, 'a large peppermint patty').grams).toBe(90);
  });

  it('counts the food itself in a one-word name USDA also gives it', () => {
    // FNDDS 63109010 'Cantaloupe, raw', also called melon.
    const cantaloupe: FoodPortion[] = [
      { label: '1 medium wedge/slice', grams: 70 }, { label: '1 cube', grams: 15 }, { label: '1 ball', grams: 15 }, { label: '1 cup', grams: 155 },
      { label: '1 small melon', grams: 440 }, { label: '1 medium melon', grams: 550 }, { label: '1 large melon', grams: 815 }, { label: QNS, grams: 78 },
    ];
    const request = parseSpokenFoods('a cantaloupe').foods[0]!;
    expect(resolvePortion(cantaloupe, request, 'Cantaloupe, raw', ['melon', 'muskmelon'])).toMatchObject({ grams: 550, quantity: '1 medium melon' });
  });

  it('skips FNDDS guideline rows and never shows "Quantity not specified" as the default', () => {
    expect(said(bread, '3 slices of bread').grams).toBe(75);
    expect(resolvePortion([{ label: QNS, grams: 80 }, { label: '1 cup', grams: 200 }], { quantity: 2, unit: null, size: null, statedAmount: true }).grams).toBe(160);
  });
});

describe('typed amounts in the serving calculator', () => {
  it.each([
    [apple, '1 large', 242, '1 large'],
    [apple, '150 g', 150, '150 g'],
    [apple, '2 cups', 250, '2 cups'],
    [soup, 'half a can', 262.5, '1/2 can'],
    [pancakes, '3 pancakes', 150, '3 medium pancakes'],
    [pancakes, '1½ large', 135, '1 1/2 large pancakes'],
    [beer, 'a couple of bottles', 720, '2 bottles'],
    [apple, 'a few slices', 75, '3 slices'],
    [apple, 'two', 400, '2 medium'],
  ])('%#: %s', (food, text, grams, quantity) => {
    const answer = typed(food, text);
    expect(answer.grams).toBeCloseTo(grams, 0);
    expect(answer.quantity).toBe(quantity);
  });

  it('finds no amount in words that are none', () => {
    expect(parsePortionText('tasty')).toBeNull();
    expect(parsePortionText('__proto__')).toBeNull();
    expect(parsePortionText('1 constructor')).toEqual({ quantity: 1, unit: null, size: null, statedAmount: true, food: 'constructor' });
  });
});
