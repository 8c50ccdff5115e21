import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

async function parse(cookie: string, transcript: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie }, payload: { transcript } });
}

describe('POST /api/voice/parse-food', () => {
  it('reads a food named with "with" as the one USDA food, and no words about the person as food', async () => {
    const { cookie } = await signUp(t.app);
    const body = (await parse(cookie, 'a medium baked potato with cheese that I made for my midday meal')).json();
    expect(body.foods.map((f: { name: string }) => f.name)).toEqual([expect.stringMatching(/^Potato, baked.*with cheese/)]);
    expect(body.unmatched).toEqual([]);
  });

  it('leaves words that name no food unmatched rather than logging another food', async () => {
    const { cookie } = await signUp(t.app);
    const body = (await parse(cookie, 'a cup of rice and a zorblat')).json();
    expect(body.foods.map((f: { name: string }) => f.name)).toEqual([expect.stringMatching(/^Rice/)]);
    expect(body.unmatched).toEqual(['zorblat']);
  });

  it('reads a misspelt food as the food it names, and words of the sentence as typed', async () => {
    const { cookie } = await signUp(t.app);
    const body = (await parse(cookie, 'a bannana and a cup of brocoli around noon')).json();
    expect(body.foods.map((f: { name: string }) => f.name)).toEqual([expect.stringMatching(/^Banana/), expect.stringMatching(/^Broccoli/)]);
    expect(body.unmatched).toEqual([]);
  });

  it("matches 'I ate 2 eggs and toast' to two whole eggs and a slice of toasted bread", async () => {
    const { cookie } = await signUp(t.app);
    const res = await parse(cookie, 'I ate 2 eggs and toast for breakfast');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, engine: 'builtin', unmatched: [] });
    const [eggs, toast] = body.foods;
    expect(eggs.name).toMatch(/^Egg, whole/);
    // Two eggs of the size USDA lists as regular (or as 1 egg), not one egg or a cup of them.
    expect(eggs.quantity).toMatch(/^2 (medium|large|eggs)$/);
    expect(eggs.grams).toBeGreaterThanOrEqual(85);
    expect(eggs.grams).toBeLessThanOrEqual(110);
    expect(eggs.portion).toMatch(/^2 × 1 \w+ \(\d+ g\) = \d+ g$/);
    // USDA's default egg: cooked, the method not said (some fat counted), not a raw one.
    expect(eggs.name).toMatch(/cooked/);
    expect(eggs.nutrition.calories).toBeGreaterThan(110);
    expect(eggs.nutrition.calories).toBeLessThan(190);
    expect(eggs.mealType).toBe('breakfast');
    expect(eggs).toMatchObject({ query: '2 eggs', foodId: expect.any(Number) });
    expect(toast.name).toMatch(/^Bread, .*toasted/);
    expect(toast.quantity).toMatch(/^1 .*slice/);
    expect(toast.confidence).toBeGreaterThan(0.5);
    expect(Object.keys(toast.nutrition).sort()).toEqual(['calories', 'carbs', 'fats', 'fiber', 'protein', 'sodium', 'sugar']);
  });

  it.each([
    ['two and a half cups of rice', [{ name: /^Rice/, quantity: '2 1/2 cups', grams: [350, 500] }]],
    ['a slice of pizza and a coke', [{ name: /^Pizza/, quantity: '1 slice', grams: [60, 140] }, { name: /cola/i, quantity: /^1 can/, grams: [330, 380] }]],
    ['half an avocado', [{ name: /^Avocado/, quantity: /^1\/2/, grams: [60, 160] }]],
    ['100g chicken breast with 1/2 cup rice for dinner', [{ name: /^Chicken breast/, quantity: '100 g', grams: [100, 100] }, { name: /^Rice/, quantity: '1/2 cup', grams: [70, 100] }]],
    ['um, like, three scrambled eggs', [{ name: /scrambled/i, quantity: /^3 /, grams: [120, 200] }]],
    ['a large apple, a banana, and a glass of milk', [{ name: /^Apple/, quantity: '1 large', grams: [200, 260] }, { name: /^Banana/, quantity: /^1 /, grams: [100, 140] }, { name: /^Milk/, quantity: '1 glass', grams: [230, 260] }]],
    ['2 tablespoons of peanut butter', [{ name: /^Peanut butter/, quantity: '2 tbsp', grams: [30, 34] }]],
    ['8 oz of salmon', [{ name: /salmon/i, quantity: '8 oz', grams: [226.8, 226.8] }]],
    // One food when USDA has the dish; two when it has none; the food's own portions, divided per item.
    ['a latte with oat milk', [{ name: /^Coffee, Latte, with non-dairy milk/, quantity: /^1 /, grams: [200, 500] }]],
    ['tuna mixed with mayonnaise', [{ name: /^Tuna salad, made with mayonnaise/, quantity: /^1 /, grams: [100, 250] }]],
    ['half an avocado on toast', [{ name: /^Avocado/, quantity: /^1\/2 /, grams: [60, 160] }, { name: /^Bread, .*toasted/, quantity: /^1 /, grams: [20, 45] }]],
    ['two bottles of beer', [{ name: /^Beer/, quantity: '2 bottles', grams: [700, 730] }]],
    ['a quarter cup of raisins', [{ name: /^Raisins/, quantity: '1/4 cup', grams: [35, 45] }]],
    ['a large coke', [{ name: /cola/i, quantity: /^1 large/, grams: [600, 800] }]],
    // A last word the food's portions count ('1 chunk', '1 stick'), not a word of its name.
    ['a cup of pineapple chunks', [{ name: /^Pineapple, raw/, quantity: '1 cup', grams: [160, 170] }]],
    ['celery sticks', [{ name: /^Celery, raw/, quantity: /^1 /, grams: [30, 130] }]],
    // The tea FNDDS also calls just 'tea' (hot, black), not an iced or a ginger tea.
    ['a mug of tea with milk', [{ name: /^Tea, hot, leaf, black$/, quantity: '1 mug', grams: [230, 480] }, { name: /^Milk/, quantity: /g$/, grams: [5, 60] }]],
  ])('%s', async (transcript, expected) => {
    const { cookie } = await signUp(t.app);
    const body = (await parse(cookie, transcript)).json();
    expect(body.success).toBe(true);
    expect(body.foods).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      const food = body.foods[i];
      expect(food.name).toMatch(e.name);
      if (typeof e.quantity === 'string') expect(food.quantity).toBe(e.quantity);
      else expect(food.quantity).toMatch(e.quantity);
      expect(food.grams).toBeGreaterThanOrEqual(e.grams[0]!);
      expect(food.grams).toBeLessThanOrEqual(e.grams[1]!);
    });
  });

  it("puts as much milk in coffee and butter on bread as USDA's guideline amounts say", async () => {
    const { cookie } = await signUp(t.app);
    const res = await parse(cookie, 'two slices of white bread with butter and a cup of coffee with milk and sugar');
    const [bread, butter, coffee, milk, sugar] = res.json().foods;
    expect(bread.quantity).toBe('2 slices');
    // 7 g a slice of bread, not a tablespoon; 2.5 g of milk a fl oz of coffee, not a cup of milk.
    expect(butter).toMatchObject({ name: expect.stringMatching(/^Butter/), grams: 14, portion: '2 × Guideline amount per slice of bread/roll (7 g) = 14 g' });
    expect(coffee.quantity).toBe('1 cup');
    expect(milk).toMatchObject({ name: expect.stringMatching(/^Milk/), quantity: '20 g', portion: expect.stringMatching(/^8 × Guideline amount per fl oz of beverage/) });
    expect(sugar.grams).toBeLessThan(15);
  });

  it('reads "a splash of milk" in coffee as no amount of its own: the guideline amount, not a cup', async () => {
    const { cookie } = await signUp(t.app);
    const [, milk] = (await parse(cookie, 'a cup of coffee with a splash of milk')).json().foods;
    expect(milk).toMatchObject({ name: expect.stringMatching(/^Milk/), quantity: '20 g' });
  });

  it('takes a cream USDA puts in drinks for "coffee with cream", not ice cream', async () => {
    const { cookie } = await signUp(t.app);
    const [, cream] = (await parse(cookie, 'a cup of coffee with cream')).json().foods;
    expect(cream.name).toMatch(/^Cream\b/);
    expect(cream.portion).toMatch(/^8 × Guideline amount per fl oz of beverage/);
  });

  it('uses the stated meal for every food', async () => {
    const { cookie } = await signUp(t.app);
    const body = (await parse(cookie, '100g chicken breast with 1/2 cup rice for dinner')).json();
    expect(body.foods.map((f: { mealType: string }) => f.mealType)).toEqual(['dinner', 'dinner']);
  });

  it('answers success:false with a helpful message when nothing is recognisable', async () => {
    const { cookie } = await signUp(t.app);
    const res = await parse(cookie, 'qwxzv blorptang');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, foods: [] });
    expect(res.json().message).toMatch(/couldn't find .* Try naming the food and the amount/);
    const filler = (await parse(cookie, 'um, uh, you know')).json();
    expect(filler.success).toBe(false);
  });

  it('refuses an empty or missing transcript with a 400 naming the field', async () => {
    const { cookie } = await signUp(t.app);
    for (const payload of [{ transcript: '   ' }, { transcript: '' }, {}, { transcript: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^transcript: /);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie } });
    expect(none.statusCode).toBe(400);
    const long = await parse(cookie, 'egg '.repeat(200));
    expect(long.statusCode).toBe(400);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/voice/parse-food', payload: { transcript: 'an apple' } });
    expect(res.statusCode).toBe(401);
  });

  it('is the same through tRPC', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/trpc/ai.parseFood', headers: { cookie }, payload: { transcript: 'a banana' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.foods[0].name).toMatch(/^Banana/);
  });
});
