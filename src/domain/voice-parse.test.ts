import { describe, expect, it } from 'vitest';
import { andPairs, parseSpokenFoods, spokenQuantityText } from './voice-parse.ts';

type Expected = [food: string, quantity: number, unit?: string | null, size?: string | null];

function foods(transcript: string) {
  return parseSpokenFoods(transcript).foods.map((f) => [f.food, f.quantity, f.unit, f.size]);
}

const cases: [string, Expected[], string?][] = [
  ['I ate 2 eggs and toast', [['eggs', 2], ['toast', 1]]],
  ['two and a half cups of rice', [['rice', 2.5, 'cup']]],
  ['a slice of pizza and a coke', [['pizza', 1, 'slice'], ['coke', 1]]],
  ['half an avocado', [['avocado', 0.5]]],
  ['100g chicken breast with 1/2 cup rice for dinner', [['chicken breast', 100, 'g'], ['rice', 0.5, 'cup']], 'dinner'],
  ['um, like, three scrambled eggs', [['scrambled eggs', 3]]],
  ['a large apple, a banana, and a glass of milk', [['apple', 1, null, 'large'], ['banana', 1], ['milk', 1, 'glass']]],
  ['For breakfast I had oatmeal with blueberries', [['oatmeal', 1], ['blueberries', 1]], 'breakfast'],
  ['I had a cup and a half of pasta', [['pasta', 1.5, 'cup']]],
  ['1 1/2 cups of milk', [['milk', 1.5, 'cup']]],
  ['½ cup of oats', [['oats', 0.5, 'cup']]],
  ['3 oz of salmon', [['salmon', 3, 'oz']]],
  ['a pound of ground beef', [['ground beef', 1, 'lb']]],
  ['2 tablespoons of peanut butter on toast', [['peanut butter', 2, 'tbsp'], ['toast', 1]]],
  ['half an avocado on toast', [['avocado', 0.5], ['toast', 1]]],
  ['tuna mixed with mayonnaise', [['tuna', 1], ['mayonnaise', 1]]],
  ['pancakes topped with syrup and a side of bacon on the side', [['pancakes', 1], ['syrup', 1], ['bacon', 1]]],
  ['a PB&J', [['pb and j', 1]]],
  ['a teaspoon of honey', [['honey', 1, 'tsp']]],
  ['200 ml orange juice', [['orange juice', 200, 'ml']]],
  ['a can of tuna', [['tuna', 1, 'can']]],
  ['a bowl of cereal with milk', [['cereal', 1, 'bowl'], ['milk', 1]]],
  ['a handful of almonds', [['almonds', 1, 'handful']]],
  ['two pieces of fried chicken', [['fried chicken', 2, 'piece']]],
  ['twenty five grams of cheese', [['cheese', 25, 'g']]],
  ['a couple of cookies', [['cookies', 2]]],
  ['a dozen grapes', [['grapes', 12]]],
  ['pb and j for lunch', [['pb and j', 1]], 'lunch'],
  ['I drank a bottle of water', [['water', 1, 'bottle']]],
  ['a 20 ounce bottle of coke', [['coke', 20, 'oz']]],
  ['a cup of 2% milk', [['2% milk', 1, 'cup']]],
  ['2 medium bananas plus a yogurt', [['bananas', 2, null, 'medium'], ['yogurt', 1]]],
  ['Coffee with milk, 2 slices of toast and butter this morning', [['coffee', 1], ['milk', 1], ['toast', 2, 'slice'], ['butter', 1]], 'breakfast'],
  ['a small bag of chips as a snack', [['chips', 1, 'packet', 'small']], 'snack'],
  ['rice, 2 cups', [['rice', 2, 'cup']]],
  ['a grilled salmon fillet, around 170 grams', [['grilled salmon fillet', 170, 'g']]],
  ['1.5 kg of watermelon', [['watermelon', 1.5, 'kg']]],
  ['an apple.', [['apple', 1]]],
  ['I had like a big bowl of soup', [['soup', 1, 'bowl', 'large']]],
  ['so uh I think I had some fries', [['fries', 1]]],
  ['Lunch: turkey sandwich & an orange', [['turkey sandwich', 1], ['orange', 1]], 'lunch'],
  ['4 ounces of steak', [['steak', 4, 'oz']]],
  ['three quarters of a cup of yogurt', [['yogurt', 0.75, 'cup']]],
  ['8 fl oz of apple juice', [['apple juice', 8, 'fl oz']]],
  ['two slices of a medium cheese pizza', [['cheese pizza', 2, 'slice', 'medium']]],
  // A slash lists foods; a bracketed note is one phrase; the meal may be the subject of the sentence.
  ["Yesterday's dinner was white sugar (1 ounce) / one large fish taco", [['white sugar', 1, 'oz'], ['fish taco', 1, null, 'large']], 'dinner'],
  ['My breakfast consisted of 1/2 cup oats / 2 cups milk', [['oats', 0.5, 'cup'], ['milk', 2, 'cup']], 'breakfast'],
  ['For my evening meal: rice (brown, cooked) 150g', [['rice brown cooked', 150, 'g']], 'dinner'],
  ['dates (2 cups) together with toast, as well as tea', [['dates', 2, 'cup'], ['toast', 1], ['tea', 1]]],
  ['Midmorning I grabbed 250 gr mango', [['mango', 250, 'g']]],
  ['rice, 150 grams total', [['rice', 150, 'g']]],
  // A typed list: each line a food, bullets and numbers dropped; a heading before a colon names no food.
  ['Post-gym:\n- 1 cup of bulgur\n- clementine approx. 300 g', [['bulgur', 1, 'cup'], ['clementine', 300, 'g']]],
  ['On the menu today:\n1. chicken: 200 g\n2. rice: 1 cup', [['chicken', 200, 'g'], ['rice', 1, 'cup']]],
  // A reflexive ends the person's verb; a phrase opened by a preposition is no food of its own.
  ['Treated myself to cooked onions: 15g after the gym', [['cooked onions', 15, 'g']]],
  ['Made myself grapes, one cup for tea', [['grapes', 1, 'cup']]],
  // A letter with digits names a product, not an amount in grams.
  ['Gatorade G2 - 2 bottles', [['gatorade g2', 2, 'bottle']]],
  ['a can of v8', [['v8', 1, 'can']]],
  // 'of my' says whose food it is; 'after that' lists the next food; 'snack time' and 'to lunch' name the meal.
  ["Snack time! a cup of my carrots, and after that some bubble tea, 250 ml", [['carrots', 1, 'cup'], ['bubble tea', 250, 'ml']], 'snack'],
  ['Add 210 g of raw winter squash to lunch', [['raw winter squash', 210, 'g']], 'lunch'],
  // A tag names the meal; a clock time and '-ish' are no amounts; an abbreviated unit follows its number.
  ['Ranch Dip (1 oz.) #breakfast', [['ranch dip', 1, 'oz']], 'breakfast'],
  ['@ 7:30 Cooked Broccoli (2 cups)', [['cooked broccoli', 2, 'cup']]],
  ['DINNER: 220-ish grams of Hunan Beef', [['hunan beef', 220, 'g']], 'dinner'],
  ['L - 14 oz. spaghetti sauce', [['l spaghetti sauce', 14, 'oz']]],
  // 'two of them' counts the food before; 'each' names none.
  ['pancakes, 3 of those', [['pancakes', 3]]],
  ['a half-dozen oysters', [['oysters', 6]]],
  ['2 cups of coffee, each with a splash of milk', [['coffee', 2, 'cup'], ['milk', 1]]],
  // A date is no amount, a long dash and a bar set phrases apart, "n" is 'and', '×2' counts.
  ['Food log 12/3 — 250 millilitres reduced fat milk', [['reduced fat milk', 250, 'ml']]],
  ['milk 200mL | cheese - 2oz | 70gr italian ice', [['milk', 200, 'ml'], ['cheese', 2, 'oz'], ['italian ice', 70, 'g']]],
  ["a cup miso soup n nectarine, 0.5 cup", [['miso soup', 1, 'cup'], ['nectarine', 0.5, 'cup']]],
  ['cheese biscuit ×2', [['cheese biscuit', 2]]],
  // A corrected amount replaces the one said before it.
  ['a cup of rice, actually make that two cups', [['rice', 2, 'cup']]],
  ['2 eggs, no make it 3', [['eggs', 3]]],
  // A list that puts each amount first needs no separator.
  ['1/2 cup rice 3/4 cup beans', [['rice', 0.5, 'cup'], ['beans', 0.75, 'cup']]],
  ['2 eggs 1 toast 1 cup coffee', [['eggs', 2], ['toast', 1], ['coffee', 1, 'cup']]],
  ['2 slices of 1 medium cheese pizza', [['cheese pizza', 2, 'slice', 'medium']]],
  ['a slice of pizza weighing 80 grams', [['pizza', 80, 'g']]],
  // A written-out unit's period ends the sentence; a serving alone says no amount, so a later one is the amount.
  ['beef hot dog - 1 cup. Also 1 tablespoon of steak sauce.', [['beef hot dog', 1, 'cup'], ['steak sauce', 1, 'tbsp']]],
  ['whole milk, roughly 500 milliliters. Also 2 medium rolls.', [['whole milk', 500, 'ml'], ['rolls', 2, null, 'medium']]],
  ['a serving of canned carrots that weighed 240 grams', [['canned carrots', 240, 'g']]],
  ['a portion of liquid yogurt (2 bottles)', [['liquid yogurt', 2, 'bottle']]],
  // 'c.' after a number is a cup; a numbered meal heads its foods; 'qty' only says a count follows.
  ['1 c. raisins / cooked bacon (.5 cup)', [['raisins', 1, 'cup'], ['cooked bacon', 0.5, 'cup']]],
  ['Meal 2 355 ml passion fruit nectar + gluten free pasta @ 70g', [['passion fruit nectar', 355, 'ml'], ['gluten free pasta', 70, 'g']]],
  ['Meal 3: 2 eggs', [['eggs', 2]]],
  ['oatmeal snack bar (qty 3)', [['oatmeal snack bar', 3]]],
  // 'then' lists foods; a weight the person says they weighed, and a count 'total', are the food's.
  ['330 mls of beer then strawberry syrup, a tablespoon or so', [['beer', 330, 'ml'], ['strawberry syrup', 1, 'tbsp']]],
  ['chorizo, i weighed it at 30 grams for dinner tonight', [['chorizo', 30, 'g']], 'dinner'],
  ['saltine crackers, ten total, and a piece of pizza', [['saltine crackers', 10], ['pizza', 1, 'piece']]],
  // A unit's period after its number ('1oz.'); a weight or volume in brackets after one unit is how much it held.
  ['I have eaten 1oz. of potato sticks', [['potato sticks', 1, 'oz']]],
  ['one glass (500ml) of apple juice', [['apple juice', 500, 'ml']]],
  // A participle after 'I have' is the verb; a note of time after the amount is no food.
  ['I have eaten 3 peanut butter sandwiches', [['peanut butter sandwiches', 3]]],
  ['raisins — 160 g (post-workout)', [['raisins', 160, 'g']]],
  // A time of day opens a note; each container's size after it.
  ['Today morning 2 hoagie white rolls (medium)', [['hoagie white rolls', 2, null, 'medium']]],
  ['2 bottles 500 ml of water', [['water', 1000, 'ml']]],
  // A measure followed by another is the same amount said again, the exact one kept.
  ['1 cup 250 ml milk', [['milk', 250, 'ml']]],
  // Text shorthand: a meal written short, '4' for 'for', 'abt', recipe spoons by case, '1½', 'slc', 'n' after a unit's period.
  ['brkfst 3 bottles cola', [['cola', 3, 'bottle']], 'breakfast'],
  ['chicken egg foo yung 2cup 4 lunch', [['chicken egg foo yung', 2, 'cup']], 'lunch'],
  ['banana abt 230g', [['banana', 230, 'g']]],
  ['2 T mayonnaise, ranch dressing 1T, ½ t salt', [['mayonnaise', 2, 'tbsp'], ['ranch dressing', 1, 'tbsp'], ['salt', 0.5, 'tsp']]],
  ['1½ c. bisque soup', [['bisque soup', 1.5, 'cup']]],
  ['1 slc mortadella', [['mortadella', 1, 'slice']]],
  ['cranberry juice 16 fl. oz. n 250ml milk', [['cranberry juice', 16, 'fl oz'], ['milk', 250, 'ml']]],
  ['almond cookie (sm) n chicken nachos 1c.', [['almond cookie', 1, null, 'small'], ['chicken nachos', 1, 'cup']]],
  ['2 md fruit smoothies', [['fruit smoothies', 2, null, 'medium']]],
  // Lists copied from a tracker: an amount opening a row is its food's; 'each'; a count of items is no food.
  ['Dinner (2 items)\n120 g | Egg drop soup\n1.5 cups | Pretzels', [['egg drop soup', 120, 'g'], ['pretzels', 1.5, 'cup']], 'dinner'],
  ['Biscuit – 1 each\n2 x cup | Greek yogurt', [['biscuit', 1], ['greek yogurt', 2, 'cup']]],
  ['Chicken breast\n200 g\nrice', [['chicken breast', 200, 'g'], ['rice', 1]]],
  ['Vegetable smoothie – 2 large', [['vegetable smoothie', 2, null, 'large']]],
  // A decimal said aloud; a soup spoon and a coffee spoon; 'circa'.
  ['one point five cups of rice and zero point two five litres of juice', [['rice', 1.5, 'cup'], ['juice', 0.25, 'l']]],
  ['1 soup spoon of honey, a coffee spoon of sugar', [['honey', 1, 'tbsp'], ['sugar', 1, 'tsp']]],
  ['italian wedding soup, circa 790 gr', [['italian wedding soup', 790, 'g']]],
  // A meal named with 'in' and a phrase before the subject.
  ['In lunch I take white bread, 1 slice', [['white bread', 1, 'slice']], 'lunch'],
  // After 'of' a food follows: a joiner word there is part of its name.
  ['230 grams of on bun vegetarian hot dog', [['on bun vegetarian hot dog', 230, 'g']]],
  ['lo mein with pork (200g, weighed)', [['lo mein', 1], ['pork', 200, 'g']]],
  ['quick snack 3 eggs', [['eggs', 3]], 'snack'],
  ['late lunch rice and beans', [['rice', 1], ['beans', 1]], 'lunch'],
  // A question about a food names it; an amount in brackets or after a colon is the food's, with its size.
  ['how many carbs are in margarine, 3 tablespoons?', [['margarine', 3, 'tbsp']]],
  ['benedict eggs: 2', [['benedict eggs', 2]]],
  ['just finished the rest of the soup', [['soup', 1]]],
  ['tacos (2, small)', [['tacos', 2, null, 'small']]],
  ['just finished a small-sized dosa', [['dosa', 1, null, 'small']]],
  // A count of the word that names the food before counts it; "n" joins foods after amounts too.
  ['biscuit with fruit, 2 biscuits', [['biscuit', 1], ['fruit', 2]]],
  ['seafood sauce 1 tbsp n 0.5 cup dates', [['seafood sauce', 1, 'tbsp'], ['dates', 0.5, 'cup']]],
];

describe('parseSpokenFoods', () => {
  it.each(cases)('%s', (transcript, expected, meal) => {
    const got = foods(transcript);
    expect(got).toEqual(expected.map(([food, q, unit = null, size = null]) => [food, q, unit, size]));
    expect(parseSpokenFoods(transcript).mealType).toBe(meal ?? null);
  });

  it('finds nothing in filler alone', () => {
    expect(parseSpokenFoods('um, uh, you know').foods).toEqual([]);
    expect(parseSpokenFoods('  ').foods).toEqual([]);
    expect(parseSpokenFoods('12 3').foods).toEqual([]);
  });

  it('keeps the word that joined a food to the one before, so the two may turn out to be one dish', () => {
    const joiners = (t: string) => parseSpokenFoods(t).foods.map((f) => f.joiner);
    expect(joiners('a latte with oat milk')).toEqual([null, 'with']);
    expect(joiners('tuna mixed with mayonnaise, an apple')).toEqual([null, 'mixed with', null]);
    expect(joiners('eggs, toast, and coffee')).toEqual([null, null, 'and']);
    expect(joiners('avocado on toast')).toEqual([null, 'on']);
  });

  it("keeps an 'X and Y' that names one food whole, and splits the others", () => {
    const joined = new Set([...andPairs('Cream, half and half'), ...andPairs('Gin and tonic'), ...andPairs('Peanut butter and jelly sandwich, NFS')]);
    const foods = (t: string) => parseSpokenFoods(t, joined).foods.map((f) => f.food);
    expect(foods('coffee with a splash of half and half')).toEqual(['coffee', 'half and half']);
    expect(foods('two gin and tonics and a burger')).toEqual(['gin and tonics', 'burger']);
    expect(foods('chips and salsa')).toEqual(['chips', 'salsa']);
    expect(foods('a peanut butter and jelly sandwich')).toEqual(['peanut butter and jelly sandwich']);
  });

  it("reads 'w/' as with, a size after a comma as the size of the food before, and 'was' as no food", () => {
    const foods = (t: string) => parseSpokenFoods(t).foods.map((f) => [f.food, f.size]);
    expect(foods('ravioli w/ cream sauce')).toEqual([['ravioli', null], ['cream sauce', null]]);
    expect(foods('a latte, large')).toEqual([['latte', 'large']]);
    expect(foods('lunch was a burrito (large)')).toEqual([['burrito', 'large']]);
  });

  it('gives an amount said of a pronoun to the food before', () => {
    const foods = parseSpokenFoods('we ordered pad thai; I ate about half of it, maybe 300g').foods;
    expect(foods.map((f) => [f.food, f.quantity, f.unit])).toEqual([['pad thai', 300, 'g']]);
  });

  it("reads 'w' between words as with, and logs nothing for what was left out", () => {
    const foods = (t: string) => parseSpokenFoods(t).foods.map((f) => f.food);
    expect(foods('bagel w cream cheese')).toEqual(['bagel', 'cream cheese']);
    expect(foods('turkey club, no mayo')).toEqual(['turkey club']);
    expect(foods('chicken caesar salad, without croutons')).toEqual(['chicken caesar salad']);
    expect(foods('applesauce, no sugar added')).toEqual(['applesauce', 'no sugar added']);
    expect(foods('a 12 ounce no fear')).toEqual(['no fear']);
    expect(foods('I skipped breakfast, then had a big salad')).toEqual(['salad']);
  });

  it('reads a length in inches as no count', () => {
    expect(parseSpokenFoods('a 12" pizza').foods.map((f) => [f.food, f.quantity])).toEqual([['pizza', 1]]);
  });

  it("reads a unit's abbreviation with its period as the unit, and other periods as the end of a sentence", () => {
    const said = (text: string) => parseSpokenFoods(text).foods.map((f) => [f.food, f.quantity, f.unit]);
    expect(said('8 oz. of orange juice')).toEqual([['orange juice', 8, 'oz']]);
    expect(said('a 6 fl. oz. glass of wine')).toEqual([['wine', 6, 'fl oz']]);
    expect(said('a banana. 2 eggs.')).toEqual([['banana', 1, null], ['eggs', 2, null]]);
    expect(said('2 slices of bread (approx. 60g)')).toEqual([['bread', 60, 'g']]);
    expect(parseSpokenFoods('1 lg. egg').foods.map((f) => [f.food, f.size])).toEqual([['egg', 'large']]);
    expect(parseSpokenFoods('2 eggs @ breakfast')).toMatchObject({ mealType: 'breakfast', foods: [{ food: 'eggs', quantity: 2 }] });
  });

  it("reads a request to the app as no food ('put down', 'record')", () => {
    const said = (text: string) => parseSpokenFoods(text).foods.map((f) => f.food);
    expect(said('put down pho soup')).toEqual(['pho soup']);
    expect(said('record 2 eggs and write down a banana')).toEqual(['eggs', 'banana']);
  });

  it('reads a meal named with its time or its short form', () => {
    expect(parseSpokenFoods('an orange with my school lunch')).toMatchObject({ mealType: 'lunch', foods: [{ food: 'orange' }] });
    expect(parseSpokenFoods('a salad for a light dinner, then tea').mealType).toBe('dinner');
    expect(parseSpokenFoods('late night snack of rhubarb').mealType).toBe('snack');
    expect(parseSpokenFoods('bfast - two eggs').mealType).toBe('breakfast');
  });

  it('marks an amount as stated only when it was said', () => {
    const [eggs, toast] = parseSpokenFoods('2 eggs and toast').foods;
    expect(eggs!.statedAmount).toBe(true);
    expect(toast!.statedAmount).toBe(false);
  });

  it("reads a thing counted before 'of' or 'worth of' as the measure, for the food's own portions to weigh", () => {
    expect(parseSpokenFoods('two ears of corn').foods[0]).toMatchObject({ food: 'corn', quantity: 2, measure: 'ears' });
    expect(parseSpokenFoods('2 chips worth of nachos').foods[0]).toMatchObject({ food: 'nachos', quantity: 2, measure: 'chips' });
  });

  it('tells an amount said before the food, which begins a food of its own, from one said after it', () => {
    const [potato, cheese, tea] = parseSpokenFoods('baked potato with cheese - 1 cup and 2 cups of tea').foods;
    expect(potato!.amountFirst).toBe(false);
    expect(cheese).toMatchObject({ statedAmount: true, amountFirst: false, joiner: 'with' });
    expect(tea).toMatchObject({ food: 'tea', amountFirst: true });
    // An amount in a row of its own before the food ('410 g | potato salad with egg') is said before it.
    expect(parseSpokenFoods('410 g | potato salad with egg').foods[0]).toMatchObject({ food: 'potato salad', quantity: 410, amountFirst: true });
  });

  it('writes the amount as said', () => {
    expect(spokenQuantityText({ quantity: 2.5, unit: 'cup', size: null })).toBe('2 1/2 cups');
    expect(spokenQuantityText({ quantity: 2, unit: null, size: 'large' })).toBe('2 large');
    expect(spokenQuantityText({ quantity: 0.5, unit: 'glass', size: null })).toBe('1/2 glass');
    expect(spokenQuantityText({ quantity: 3, unit: 'glass', size: null })).toBe('3 glasses');
  });
});
