import { describe, expect, it } from 'vitest';
import type { CheckedFood } from './food-record.ts';
import { decodeSeedLine, encodeSeedLine, roundValue } from './seed-format.ts';

const banana: CheckedFood = {
  source: 'sr_legacy', sourceId: '09040', fdcId: null, name: 'Bananas, raw', brand: null, gtinUpc: null,
  category: 'Fruits and Fruit Juices',
  per100: { calories: 89, protein: 1.09, carbs: 22.8, fats: 0.33, fiber: 2.6, sugar: 12.2, sodium: 1, saturatedFat: null },
  portions: [{ label: '1 medium', grams: 118 }],
};

describe('seed lines', () => {
  it('round-trips a food with short keys and no empty fields', () => {
    const line = encodeSeedLine(banana);
    expect(line).not.toContain('sf');
    expect(line).not.toContain('"d"');
    expect(decodeSeedLine(line)).toEqual(banana);
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
