import { describe, expect, it } from 'vitest';
import type { CheckedFood } from '../../src-server/food-data/food-record.ts';
import type { FoodFacts } from '../../src-server/food-data/food-facts.ts';
import { addAlsoCalled, alsoCalledText, markReportedDefaults, reportedAs, type AlsoCalled } from './also-called.ts';

const named = (...texts: string[]): AlsoCalled[] => texts.map((text) => ({ text, reported: false }));

const food = (name: string, fdcId: number): CheckedFood => ({
  source: 'survey', sourceId: String(fdcId), fdcId, name, brand: null, gtinUpc: null, category: null, portions: [],
  per100: { calories: 1, protein: 0, carbs: 0, fats: 0, fiber: null, sugar: null, sodium: null, saturatedFat: null },
});

describe('FNDDS additional descriptions', () => {
  it('keeps the words that name the food and drops coding notes with what follows them', () => {
    expect(alsoCalledText('Coke')).toBe('Coke');
    expect(alsoCalledText('NS as to sweetener')).toBeNull();
    expect(alsoCalledText('NS as to flavor, type, or brand')).toBeNull();
    expect(alsoCalledText('donut stick, NFS')).toBe('donut stick');
    expect(alsoCalledText('excludes from raw')).toBeNull();
    expect(alsoCalledText('lasagna NFS')).toBe('lasagna');
  });

  it('tells a name USDA codes, not further specified, as the food', () => {
    expect(reportedAs('lasagna NFS')).toBe(true);
    expect(reportedAs('macaroni and cheese, NFS')).toBe(true);
    expect(reportedAs('NFS')).toBe(false);
    expect(reportedAs('fresh, smoked, heat and serve, brown and serve, pre-cooked, or NFS')).toBe(false);
    expect(reportedAs('breast, loaf, turkey lunch meat, NFS')).toBe(false);
    expect(reportedAs('Coke')).toBe(false);
  });

  it('leaves out a description that is what another food is called: a variant, not another name', () => {
    const foods = [food('Soft drink, cola', 1), food('Beef curry', 2), food('Pork, NFS', 3), food('Cheese, Mozzarella, part skim', 4)];
    addAlsoCalled(foods, new Map([[1, named('Coke', 'Pepsi')], [2, named('pork', 'goat')], [4, named('string cheese')]]));
    expect(foods.map((f) => f.alsoCalled)).toEqual([['Coke', 'Pepsi'], ['goat'], undefined, ['string cheese']]);
  });

  it('keeps a name USDA codes, not further specified, as the food when it holds its first word', () => {
    const foods = [food('Lasagna with meat', 1), food('Lasagna, meatless', 2), food('Hamburger, on white bun', 3), food('Bun, NFS', 4)];
    addAlsoCalled(foods, new Map([[1, [{ text: 'lasagna', reported: true }]], [3, [{ text: 'bun', reported: true }]]]));
    expect(foods.map((f) => f.alsoCalled)).toEqual([['lasagna'], undefined, undefined, undefined]);
  });

  it('keeps a name the SR food it is made of says', () => {
    const foods = [food('Summer squash, green, raw', 1), food('Zucchini, pickled', 2), food('Beef curry', 3), food('Pork, NFS', 4)].map((f, i) => ({ ...f, sourceId: String(i + 1) }));
    const madeOf = (code: string) => ({ '1': 'Squash, summer, zucchini, includes skin, raw', '3': 'Beef, ground, raw' })[code] ?? null;
    addAlsoCalled(foods, new Map([[1, named('zucchini')], [3, named('pork')]]), madeOf);
    expect(foods.map((f) => f.alsoCalled)).toEqual([['zucchini'], undefined, undefined, undefined]);
  });

  it("checks an SR food's common names the same way", () => {
    const cola = { ...food('Beverages, carbonated, cola, regular', 5), source: 'sr_legacy' as const, fdcId: null, alsoCalled: ['soft drink', 'pop', 'soda', 'Pork'] };
    addAlsoCalled([cola, food('Pork, NFS', 3)], new Map());
    expect(cola.alsoCalled).toEqual(['soft drink', 'pop', 'soda']);
  });

  it('makes a food USDA codes its own one-word family, not further specified, as the family default', () => {
    const facts = { plainDefault: false } as FoodFacts;
    const foods = [food('Onions, raw', 1), food('Onions, green, raw', 2), food('Coleslaw dressing', 3)].map((f) => ({ ...f, facts: { ...facts } }));
    const reported = (text: string) => [{ text, reported: true }];
    expect(markReportedDefaults(foods, new Map([[1, reported('onions')], [2, reported('scallions')], [3, reported('Coleslaw dressing')]]))).toBe(1);
    expect(foods.map((f) => f.facts.plainDefault)).toEqual([true, false, false]);
  });
});
