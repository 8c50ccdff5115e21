import { describe, expect, it } from 'vitest';
import { headWords, namesOriginal } from '../../src/domain/swap-categories.ts';
import { dietLevel } from '../../src/domain/swap-diet.ts';
import { roleOf } from '../../src/domain/swap-roles.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
const PLACEHOLDER = { calories: 200, protein: 15, carbs: 20, fats: 8, fiber: 3 };

type Swap = {
  originalFood: { name: string; nutrition: Record<string, number> };
  swapSuggestion: { name: string; servingSize: string; nutrition: Record<string, number> };
  deltas: Record<string, number>;
  [key: string]: unknown;
};

async function swaps(cookie: string, name: string, swapType: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/food-swaps',
    headers: { cookie },
    payload: { food: { name, servingSize: '1 serving', nutrition: PLACEHOLDER }, preferences: { swapType, maxCalorieDifference: 150 }, ...extra },
  });
}

function checkShape(s: Swap, typed: string) {
  expect(namesOriginal(s.swapSuggestion.name, headWords(typed))).toBe(false);
  expect(s).toMatchObject({ id: expect.any(String), engine: 'builtin', funFact: expect.any(String), cookingTip: expect.any(String), reasoning: expect.stringMatching(/\d+ kcal/) });
  expect(['protein', 'carb', 'snack', 'vegetable', 'other']).toContain(s.swapType);
  expect(['easy', 'moderate', 'adventurous']).toContain(s.difficulty);
  expect(s.confidenceScore).toBeGreaterThanOrEqual(0);
  expect(s.confidenceScore).toBeLessThanOrEqual(100);
  expect((s.healthBenefits as string[]).length).toBeLessThanOrEqual(3);
  // Deltas come from the numbers shown (rounding aside).
  for (const k of ['calories', 'protein', 'carbs'] as const) {
    expect(Math.abs(s.swapSuggestion.nutrition[k]! - s.originalFood.nutrition[k]! - s.deltas[k]!)).toBeLessThanOrEqual(1.1);
  }
  expect(Math.abs(s.deltas.calories!)).toBeLessThanOrEqual(150);
  expect(s.healthier).toBe(s.deltas.calories! <= 0 && s.deltas.protein! >= 0);
}

describe('POST /api/food-swaps', () => {
  it.each(['Pizza', 'Burger', 'French Fries', 'Soda', 'white bread'])('finds healthier swaps for the %s placeholder from the database', async (name) => {
    const { cookie } = await signUp(t.app);
    const res = await swaps(cookie, name, 'healthier');
    expect(res.statusCode).toBe(200);
    const list: Swap[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    // The placeholder's numbers are not used: the typed food is looked up.
    expect(list[0]!.originalFood.nutrition.calories).not.toBe(200);
    for (const s of list) {
      checkShape(s, name);
      expect(s.deltas.calories).toBeLessThanOrEqual(0);
      expect(s.deltas.protein).toBeGreaterThanOrEqual(0);
      expect(s.healthier).toBe(true);
      expect(s.requestType).toBe('healthier');
    }
  });

  it.each([
    ['lower-calorie', (d: Record<string, number>) => d.calories! < 0],
    ['higher-protein', (d: Record<string, number>) => d.protein! > 0],
    ['lower-carb', (d: Record<string, number>) => d.carbs! < 0],
  ])('%s swaps move the right number', async (type, rule) => {
    const { cookie } = await signUp(t.app);
    for (const name of ['pizza', 'white rice', 'soda']) {
      const list: Swap[] = (await swaps(cookie, name, type)).json();
      expect(list.length).toBeGreaterThan(0);
      for (const s of list) {
        checkShape(s, name);
        expect(rule(s.deltas)).toBe(true);
      }
    }
  });

  it('uses real numbers as given and respects a smaller maxCalorieDifference', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/food-swaps',
      headers: { cookie },
      payload: { food: { name: 'cheeseburger', servingSize: '1 burger', nutrition: { calories: 540, protein: 28, carbs: 40, fats: 29, fiber: 2 } }, preferences: { swapType: 'lower-calorie', maxCalorieDifference: 120 } },
    });
    const list: Swap[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.originalFood.nutrition.calories).toBe(540);
      expect(Math.abs(s.deltas.calories!)).toBeLessThanOrEqual(120);
      expect(s.swapSuggestion.name.toLowerCase()).not.toContain('cheeseburger');
    }
  });

  it.each([
    ['white rice', 'healthier', /rice|bulgur|quinoa|millet|buckwheat|barley|oat|pasta|macaroni|noodle|congee|hominy|potato/i],
    ['white bread', 'healthier', /bread|bagel|muffin|pita|roll|tortilla/i],
    ['butter', 'lower-calorie', /avocado|hummus|margarine|spread|sour cream|guacamole|dip|dressing|mayonnaise|oil/i],
    ['soda', 'lower-calorie', /drink|water|tea|coffee|kombucha|juice/i],
    ['bacon', 'lower-calorie', /bacon|turkey|ham|chicken|salmon|beef|pork|sausage/i],
  ])('keeps the role of %s (%s): every pick is the same kind of food', async (name, type, kind) => {
    const { cookie } = await signUp(t.app);
    const list: Swap[] = (await swaps(cookie, name, type)).json();
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      checkShape(s, name);
      expect(s.swapSuggestion.name).toMatch(kind);
      expect(s.swapSuggestion.name).not.toMatch(/\b(liver|gizzard|baby|nutrition bar|formulated)\b/i);
      // Grains and meat are offered cooked, never raw or dry.
      if (!/avocado|carrot/i.test(s.swapSuggestion.name)) expect(s.swapSuggestion.name).not.toMatch(/\b(raw|dry)\b/i);
    }
  });

  it('resolves the typed name to the regular food and gives the classic swaps', async () => {
    const { cookie } = await signUp(t.app);
    const first = async (name: string, type = 'lower-calorie') => (await swaps(cookie, name, type)).json() as Swap[];
    const bacon = await first('bacon');
    expect(bacon[0]!.originalFood.name).not.toMatch(/turkey|low sodium|meatless/i);
    expect(bacon.map((s) => s.swapSuggestion.name).join('|')).toMatch(/canadian bacon|turkey bacon/i);
    expect((await first('hot dog'))[0]!.originalFood.name).toMatch(/^Hot dog, (NFS|beef)/);
    expect((await first('beef burger')).map((s) => s.swapSuggestion.name).join('|')).toMatch(/turkey or chicken burger|veggie burger/i);
    expect((await first('white bread', 'healthier')).map((s) => s.swapSuggestion.name).join('|')).toMatch(/whole wheat|whole-wheat|multigrain/i);
    expect((await first('beer')).map((s) => s.swapSuggestion.name).join('|')).toMatch(/beer, light|hard seltzer/i);
  });

  it('never swaps a plant food for meat or fish, nor for dairy', async () => {
    const { cookie } = await signUp(t.app);
    for (const name of ['tofu', 'hummus', 'avocado', 'white bread']) {
      for (const type of ['healthier', 'lower-calorie', 'higher-protein', 'lower-carb']) {
        const list: Swap[] = (await swaps(cookie, name, type)).json();
        for (const s of list) expect(dietLevel(s.swapSuggestion.name, null, roleOf(s.swapSuggestion.name, null)), `${name} → ${s.swapSuggestion.name}`).toBe(0);
      }
    }
  });

  it('says so when the food is unknown, and refuses bad input with a 400 naming the field', async () => {
    const { cookie } = await signUp(t.app);
    const unknown = await swaps(cookie, 'zzqxv wobble', 'healthier');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/couldn't find "zzqxv wobble"/);
    const bad: [unknown, RegExp][] = [
      [{}, /^food: /],
      [{ food: { name: '   ' } }, /^food.name: Type a food/],
      [{ food: { name: 'pizza' }, preferences: { swapType: 'tastier' } }, /^preferences.swapType: Swap type must be one of/],
      [{ food: { name: 'pizza', nutrition: { ...PLACEHOLDER, calories: -5 } } }, /^food.nutrition.calories: /],
      [{ food: { name: 'pizza' }, preferences: { maxCalorieDifference: 'lots' } }, /^preferences.maxCalorieDifference: /],
    ];
    for (const [payload, message] of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/food-swaps', headers: { cookie }, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/food-swaps', payload: { food: { name: 'pizza' } } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/food-swaps', headers: { cookie }, payload: { userId: 'other', food: { name: 'pizza' } } })).statusCode).toBe(403);
  });
});

describe('POST /api/food-swaps/quick', () => {
  it.each(['Pizza', 'Burger', 'French Fries', 'Soda', 'Candy', 'Cookies'])('gives one swap for the %s chip', async (foodName) => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/food-swaps/quick', headers: { cookie }, payload: { foodName, swapType: 'healthier' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ swapName: expect.any(String), reason: expect.stringMatching(/kcal/), benefits: expect.any(Array), engine: 'builtin' });
    expect(namesOriginal(body.swapName, headWords(foodName))).toBe(false);
    expect(body.benefits.length).toBeGreaterThan(0);
  });

  it('refuses a blank food name', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/food-swaps/quick', headers: { cookie }, payload: { foodName: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^foodName: /);
  });
});
