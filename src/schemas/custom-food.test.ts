import { describe, expect, it } from 'vitest';
import { createCustomFoodInput, updateCustomFoodInput } from './custom-food.ts';

const bar = {
  name: 'Oat bar',
  brand: 'Homebake',
  barcode: '4006381333931',
  servingDescription: '1 bar',
  servingGrams: 40,
  calories: 180,
  protein: 4,
  carbs: 24,
  fats: 7.5,
  fiber: 3,
  sugar: 9,
  sodium: 60,
};

/** The fields the schema refuses the input for. */
function refused(input: unknown): string[] {
  const result = createCustomFoodInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('custom food input', () => {
  it('accepts a label as printed, with empty optional texts as null', () => {
    const parsed = createCustomFoodInput.parse({ ...bar, brand: ' ', barcode: '' });
    expect(parsed).toMatchObject({ name: 'Oat bar', brand: null, barcode: null, calories: 180 });
    expect(createCustomFoodInput.parse({ ...bar, fiber: undefined }).fiber).toBeUndefined();
  });

  it('refuses negative numbers, naming the field', () => {
    expect(refused({ ...bar, protein: -1 })).toContain('protein');
    expect(refused({ ...bar, sodium: -5 })).toContain('sodium');
  });

  it('refuses more than 900 kcal per 100 g', () => {
    // 400 kcal in 40 g is 1000 kcal per 100 g.
    expect(refused({ ...bar, calories: 400, fats: 30, carbs: 5, protein: 2, sugar: 1 })).toEqual(['calories']);
    expect(refused({ ...bar, calories: 360, fats: 40, carbs: 0, protein: 0, sugar: 0 })).toEqual([]);
  });

  it('refuses macros whose energy is more than 20% above the calories', () => {
    // 4*4 + 24*4 + 7.5*9 = 179.5 kcal against 100 kcal.
    expect(refused({ ...bar, calories: 100 })).toEqual(['calories']);
    // 179.5 is within 20% of 150.
    expect(refused({ ...bar, calories: 150 })).toEqual([]);
  });

  it('refuses macros heavier than the serving, and sugar above the carbs', () => {
    expect(refused({ ...bar, servingGrams: 20, calories: 180 })).toEqual(expect.arrayContaining(['carbs', 'fats']));
    expect(refused({ ...bar, sugar: 30 })).toContain('sugar');
  });

  it('refuses a barcode with a wrong check digit or length', () => {
    expect(refused({ ...bar, barcode: '4006381333932' })).toEqual(['barcode']);
    expect(createCustomFoodInput.safeParse({ ...bar, barcode: '4006381333932' }).error?.issues[0]?.message).toMatch(/check digit/);
    expect(refused({ ...bar, barcode: '12345' })).toEqual(['barcode']);
    expect(refused({ ...bar, barcode: '96385074' })).toEqual([]);
    expect(refused({ ...bar, barcode: '036000291452' })).toEqual([]);
  });

  it('refuses a name over 200 characters or empty', () => {
    expect(refused({ ...bar, name: 'x'.repeat(201) })).toEqual(['name']);
    expect(refused({ ...bar, name: '   ' })).toEqual(['name']);
    expect(refused({ ...bar, name: 'x'.repeat(200) })).toEqual([]);
  });

  it('needs an id to update', () => {
    expect(updateCustomFoodInput.safeParse(bar).success).toBe(false);
    expect(updateCustomFoodInput.parse({ ...bar, id: '7' }).id).toBe(7);
  });
});
