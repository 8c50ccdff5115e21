import { describe, expect, it } from 'vitest';
import type { SeedFood } from '../../scripts/food-seed/build.ts';
import { decodeSeedLine, encodeSeedLine, roundValue } from './seed-format.ts';

const banana: SeedFood = {
  source: 'sr_legacy', sourceId: '09040', fdcId: null, name: 'Bananas, raw', brand: null, gtinUpc: null,
  category: 'Fruits and Fruit Juices',
  per100: { calories: 89, protein: 1.09, carbs: 22.8, fats: 0.33, fiber: 2.6, sugar: 12.2, sodium: 1, saturatedFat: null },
  micros: { vitaminC: 8.7, potassium: 358, vitaminB6: 0.367 },
  portions: [{ label: '1 medium', grams: 118, unspecified: false }, { label: '1 cup, mashed', grams: 225, unspecified: false }],
  facts: { flags: ['vegan', 'vegetarian'], flagsFrom: 'food_group', wweia: 6004, form: 'raw', asEaten: true, plainDefault: false, recipeUses: 12 },
};

describe('seed lines', () => {
  it('round-trips a food with short keys and no empty fields', () => {
    const line = encodeSeedLine(banana);
    expect(line).not.toContain('sf');
    expect(line).not.toContain('"d"');
    expect(decodeSeedLine(line)).toEqual(banana);
  });

  it('keeps known nutrient amounts, a known zero, and leaves unknown ones out', () => {
    const oil: SeedFood = { ...banana, per100: { ...banana.per100, saturatedFat: 13.8 }, micros: { saturatedFat: 13.8, vitaminC: 0, vitaminE: 14.4 } };
    const line = encodeSeedLine(oil);
    expect(JSON.parse(line).m).toEqual({ vitaminC: 0, vitaminE: 14.4 });
    const decoded = decodeSeedLine(line);
    expect(decoded.micros).toEqual({ saturatedFat: 13.8, vitaminC: 0, vitaminE: 14.4 });
    expect(decoded.micros).not.toHaveProperty('vitaminD');
  });

  it("keeps the labels, FNDDS's 'Quantity not specified' mark and the food facts", () => {
    const pancakes: SeedFood = {
      ...banana,
      source: 'survey', sourceId: '55100005', name: 'Pancakes, plain',
      portions: [
        { label: '1 serving (3 pancakes)', grams: 150, unspecified: false },
        { label: '1/2 cup', grams: 60, unspecified: false },
        { label: 'Quantity not specified', grams: 100, unspecified: true },
      ],
      facts: { flags: ['vegetarian', 'gluten', 'dairy', 'egg'], flagsFrom: 'ingredients', wweia: 4404, form: null, asEaten: false, plainDefault: true, recipeUses: 0 },
    };
    const line = encodeSeedLine(pancakes);
    const milk: SeedFood = { ...pancakes, name: 'Milk, NFS', guidelines: [{ label: 'Guideline amount per fl oz of beverage', grams: 2.5 }] };
    expect(JSON.parse(encodeSeedLine(milk))).toMatchObject({ gl: [['Guideline amount per fl oz of beverage', 2.5]] });
    expect(decodeSeedLine(encodeSeedLine(milk))).toEqual(milk);
    expect(JSON.parse(line)).toMatchObject({ fl: 'vGDE', ff: 'i', w: 4404, ae: 0, nd: 1, pt: [['1 serving (3 pancakes)', 150], ['1/2 cup', 60], ['Quantity not specified', 100, 1]] });
    expect(decodeSeedLine(line)).toEqual(pancakes);
  });

  it('rejects a line that does not follow the format', () => {
    const line = JSON.parse(encodeSeedLine(banana));
    expect(() => decodeSeedLine(JSON.stringify({ ...line, fl: 'X' }))).toThrow();
    expect(() => decodeSeedLine(JSON.stringify({ ...line, pt: [['1 cup', -3]] }))).toThrow();
  });

  it('rounds values when encoding', () => {
    const line = encodeSeedLine({ ...banana, per100: { ...banana.per100, carbs: 22.84, protein: 1.094 } });
    expect(decodeSeedLine(line).per100).toMatchObject({ carbs: 22.8, protein: 1.09 });
  });

  it('rounds by magnitude', () => {
    expect(roundValue(1.23456)).toBe(1.23);
    expect(roundValue(12.3456)).toBe(12.3);
    expect(roundValue(123.456)).toBe(123);
  });

  it('refuses branded foods', () => {
    expect(() => encodeSeedLine({ ...banana, source: 'branded' })).toThrow();
  });
});
