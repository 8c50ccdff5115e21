import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

interface Result { id: number; name: string; badges: string[]; claims: string[]; allergenFree: string[]; mine: boolean }

async function found(cookie: string, q: string, name: string | RegExp): Promise<Result> {
  const res = await t.app.inject({ method: 'GET', url: `/api/food-search?q=${encodeURIComponent(q)}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const results = res.json() as Result[];
  const food = results.find((r) => (typeof name === 'string' ? r.name === name : name.test(r.name)));
  expect(food, `${String(name)} among ${results.map((r) => r.name).join(' | ')}`).toBeDefined();
  return food!;
}

describe('badges and claims on search results', () => {
  it('gives a custom protein bar without ingredients no diet badge, gluten-free least of all', async () => {
    const { cookie } = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST', url: '/api/custom-foods', headers: { cookie },
      payload: { name: 'Homemade protein bar', servingDescription: '1 bar', servingGrams: 60, calories: 230, protein: 20, carbs: 22, fats: 7, fiber: 4, sugar: 8, sodium: 150 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bar = await found(cookie, 'homemade protein bar', 'Homemade protein bar');
    expect(bar.mine).toBe(true);
    expect(bar.badges).not.toContain('Gluten Free');
    expect(bar.badges.filter((b) => ['Vegan', 'Vegetarian', 'Gluten Free', 'Dairy Free'].includes(b))).toEqual([]);
    expect(bar.allergenFree).toEqual([]);
  });

  it('gives oatmeal and a branded nutrition bar no gluten-free badge', async () => {
    const { cookie } = await signUp(t.app);
    const oatmeal = await found(cookie, 'oatmeal made with water', 'Oatmeal, regular or quick, made with water, no added fat');
    expect(oatmeal.badges).toContain('Vegan');
    expect(oatmeal.badges).not.toContain('Gluten Free');
    expect(oatmeal.allergenFree).not.toContain('gluten');
    const clif = await found(cookie, 'clif bar', 'Nutrition bar (Clif Bar)');
    expect(clif.badges).not.toContain('Gluten Free');
  });

  it('judges low calorie per reference amount: no Low Cal on a can of cola or fried rice', async () => {
    const { cookie } = await signUp(t.app);
    const cola = await found(cookie, 'cola', 'Soft drink, cola');
    expect(cola.badges).not.toContain('Low Cal');
    expect(cola.claims).not.toContain('lowCalorie');
    const friedRice = await found(cookie, 'fried rice', /^Rice, fried/);
    expect(friedRice.badges).not.toContain('Low Cal');
    const diet = await found(cookie, 'diet cola', 'Soft drink, cola, diet');
    expect(diet.badges).toContain('Low Cal');
  });

  it('puts no vegan or keto badge on whiskey and soda, and no vegan on refried beans made with lard', async () => {
    const { cookie } = await signUp(t.app);
    const drink = await found(cookie, 'whiskey and soda', 'Whiskey and soda');
    expect(drink.badges).toEqual([]);
    expect(drink.claims).toEqual([]);
    const beans = await found(cookie, 'refried beans', 'Refried beans');
    expect(beans.badges).not.toContain('Vegan');
    expect(beans.claims).toEqual(expect.arrayContaining(['lowFat', 'goodSourceFiber']));
  });
});
