import { describe, expect, it } from 'vitest';
import type { RecipeDraftDto } from '../../src/schemas/user-recipe.ts';
import { G_PER_OZ } from '../../src/food-phrase/units.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

interface Parsed {
  name: string;
  quantity: string;
  grams: number;
  portion: string;
}

async function parse(transcript: string): Promise<Parsed[]> {
  const { cookie } = await signUp(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie }, payload: { transcript } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().foods;
}

describe('a stated amount is the portion, however it is said', () => {
  it.each([
    ['an 85-gram slice of frozen sausage pizza for supper', /pizza/i, 85],
    ['roasted sweet potatoes, about 400 grams', /sweet potato/i, 400],
    ['212.5 grams of rice', /^Rice/, 212.5],
    ['a 1.5 oz bag of pretzels', /^Pretzels/, 42.5],
    ['a slice of pizza weighing 80 grams', /^Pizza/, 80],
    ['around 150 g of salmon', /salmon/i, 150],
    ['a 5 oz can of tuna', /tuna/i, 141.7],
  ])('%s', async (transcript, name, grams) => {
    const [food, ...rest] = await parse(transcript);
    expect(rest).toEqual([]);
    expect(food!.name).toMatch(name);
    expect(food!.grams).toBe(grams);
    expect(food!.portion).toBe(`${Math.round(grams)} g`);
  });

  it("weighs a stated volume by the food's own USDA density: 330 ml of cola is 330 ml at 31 g per fl oz", async () => {
    const [cola] = await parse('330 ml of cola');
    expect(cola!.name).toMatch(/cola/i);
    expect(cola!.quantity).toBe('330 ml');
    // 'Soft drink, cola': 1 can (12 fl oz) = 372 g, or 1.048 g/ml.
    expect(cola!.grams).toBeCloseTo((330 * 372) / (12 * 29.5735295625), 0);
  });

  it('counts pieces by the food\'s piece portion: 5 cherry tomatoes are 5 × 17 g', async () => {
    const [tomatoes] = await parse('5 cherry tomatoes');
    expect(tomatoes!.name).toMatch(/^Tomatoes/);
    expect(tomatoes).toMatchObject({ quantity: '5 cherries', grams: 85 });
  });

  it("counts a thing the food's portions count, said after it, as its amount and no food of its own", async () => {
    const foods = await parse('a portion of sweet and sour pork (3 nuggets)');
    expect(foods).toEqual([expect.objectContaining({ name: 'Sweet and sour pork', quantity: '3 nuggets', grams: 54 })]);
    const [carrots] = await parse('a serving of canned carrots that weighed 240 grams');
    expect(carrots).toMatchObject({ name: expect.stringMatching(/^Carrots, canned/), grams: 240 });
  });

  it("reads a name written in USDA's order as one food, and a list of foods with commas as a list", async () => {
    const bread = await parse('Bread, whole wheat, toasted, 2 slices');
    expect(bread).toEqual([expect.objectContaining({ name: 'Bread, whole wheat, toasted', quantity: '2 slices' })]);
    const list = await parse('chicken, rice, broccoli');
    expect(list.map((f) => f.name)).toEqual([expect.stringMatching(/^Chicken/), expect.stringMatching(/^Rice/), expect.stringMatching(/^Broccoli/)]);
  });

  it('never takes a food named without what was said with it, nor a dish of another thing', async () => {
    const foods = await parse('2 cups air-popped popcorn with added butter');
    expect(foods.map((f) => f.name)).toEqual(['Popcorn, air-popped, with added butter']);
    // Nor a dish whose part is another thing named by a word said ('Grape leaves stuffed with rice').
    const [grapes, rice] = await parse('two cups of grapes, and rice');
    expect([grapes!.name, rice!.name]).toEqual([expect.stringMatching(/^Grapes/), expect.stringMatching(/^Rice/)]);
  });

  it('reads ounces of a drink as fluid ounces, and ten baby carrots as ten of 10 g', async () => {
    const [coke] = await parse('a 20 ounce bottle of coke');
    expect(coke).toMatchObject({ name: expect.stringMatching(/cola/i), quantity: '20 fl oz', grams: 620 });
    const [carrots] = await parse('10 baby carrots');
    expect(carrots).toMatchObject({ name: expect.stringMatching(/^Carrots/), grams: 100 });
  });

  it('takes a range at its mid-point and half a dozen as six', async () => {
    const [eggs] = await parse('half a dozen eggs');
    expect(eggs!.quantity).toMatch(/^6 /);
    const [milk] = await parse('2-3 cups of milk');
    expect(milk!.quantity).toBe('2 1/2 cups');
  });
});

describe('words about when, where and how it went name no food', () => {
  it('finds the food said before a phrase of time or place', async () => {
    const foods = await parse("some leftover lasagna from last night, a bag of chips from the vending machine and a banana after the gym; I've had 3 cups of coffee so far");
    expect(foods.map((f) => f.name)).toEqual([expect.stringMatching(/^Lasagna/), expect.stringMatching(/chips/i), expect.stringMatching(/^Banana/), expect.stringMatching(/^Coffee/)]);
    expect(foods[3]!.quantity).toBe('3 cups');
  });

  it('reads a part after a comma that only says how the food was made as part of that food', async () => {
    const foods = await parse('a bagel, toasted; chicken, grilled, 6 oz; a big bowl of pho, so good');
    expect(foods.map((f) => f.name)).toEqual([expect.stringMatching(/^Bagel/), expect.stringMatching(/^Chicken.*grilled/), expect.stringMatching(/pho/i)]);
    expect(foods[1]!.grams).toBe(170.1);
    // Past participles too, joined by 'and': the can's weight is of the drained beans.
    const [beans, ...more] = await parse('a 15 oz can of black beans, drained and rinsed');
    expect([beans!.name, beans!.grams, more]).toEqual([expect.stringMatching(/^Beans, black, canned.*drained and rinsed/), 425.2, []]);
  });

  it("finds a drink by its other name said without its maker's possessive", async () => {
    const [drink] = await parse('a large mocha frappuccino');
    expect(drink!.name).toMatch(/^Frozen mocha coffee drink/);
  });

  it('logs nothing for a meal skipped, a word that is part of a product name, or what was left out', async () => {
    const foods = await parse('I skipped breakfast, then had a turkey club, no mayo, on the way to work oops');
    expect(foods.map((f) => f.name)).toEqual([expect.stringMatching(/club/i)]);
    // 'kids' is one word of 'Nutrition bar (Clif Kids Organic Zbar)'; 'gatorade' the whole of 'Sports drink (Gatorade G)'.
    const [pizza, ...others] = await parse('pizza with the kids');
    expect([pizza!.name, others]).toEqual([expect.stringMatching(/^Pizza/), []]);
    const [drink] = await parse('a bottle of gatorade');
    expect(drink!.name).toMatch(/Gatorade/);
  });
});

describe('recipe lines keep the size of their containers', () => {
  it("reads '1 (28 ounce) can crushed tomatoes' as 28 oz and a gram figure in brackets as the amount", async () => {
    const { cookie } = await signUp(t.app);
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tomato sauce',
      recipeIngredient: ['1 (28 ounce) can crushed tomatoes', '1 cup all-purpose flour (125 g)', '1 pinch of zzqx glorp'],
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;
    const res = await t.app.inject({ method: 'POST', url: '/api/recipes/import', headers: { cookie }, payload: { html } });
    expect(res.statusCode, res.body).toBe(200);
    const [tomatoes, flour, unknown] = (res.json() as RecipeDraftDto).lines;
    // Which tomato food is the matcher's choice; the weight is the can's stated size.
    expect(tomatoes!.match).toMatchObject({ name: expect.stringMatching(/^Tomatoes/), grams: Math.round(28 * G_PER_OZ * 10) / 10 });
    expect(flour!.match).toMatchObject({ name: expect.stringMatching(/flour/i), grams: 125 });
    expect(unknown!.match).toBeNull();
  });

  it('weighs lines by USDA portions: the food as said, raw when said, a cup the words describe', async () => {
    const { cookie } = await signUp(t.app);
    const lines = ['1/2 teaspoon salt', '2 cups rolled oats', '1/2 cup raw white rice', '1 1/2 cups sliced frozen carrots', '1/4 cup mashed bananas', '1 pound ground turkey', '1 pound cooked ground turkey'];
    const html = `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Test', recipeIngredient: lines })}</script></head></html>`;
    const res = await t.app.inject({ method: 'POST', url: '/api/recipes/import', headers: { cookie }, payload: { html } });
    expect(res.statusCode, res.body).toBe(200);
    const [salt, oats, rice, carrots, bananas, turkey, cooked] = (res.json() as RecipeDraftDto).lines.map((l) => l.match);
    expect(salt).toMatchObject({ name: expect.stringMatching(/^Salt, table/), grams: expect.closeTo(3, 0) });
    // USDA weighs a cup of rolled oats at 81 g; the Foundation food takes the portions of the same food in SR.
    expect(oats).toMatchObject({ name: expect.stringMatching(/oats/i), grams: 162 });
    expect(rice!.name).toMatch(/^Rice, white, .*raw/);
    // A cup of sliced carrots, not a cup of water ('1 cup slices' is a cup): about 146-160 g a cup.
    expect(carrots!.grams).toBeGreaterThan(200);
    expect(carrots!.grams).toBeLessThan(300);
    expect(bananas!.grams).toBeGreaterThan(50);
    // A recipe's meat is as bought, raw, unless the line says otherwise.
    expect(turkey!.name).toMatch(/turkey.*raw/i);
    expect(cooked!.name).not.toMatch(/raw/i);
  });
});
