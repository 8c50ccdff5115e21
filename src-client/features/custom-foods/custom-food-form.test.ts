import { describe, expect, it } from 'vitest';
import { emptyCustomFood, inputOf, validateCustomFood, valuesOf } from './custom-food-form.ts';

const filled = { ...emptyCustomFood('1 serving'), name: 'Oat bar', servingDescription: '1 bar', servingGrams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5 };

describe('custom food form', () => {
  it('asks for the name and the four numbers, in the schema’s words', () => {
    const errors = validateCustomFood(emptyCustomFood('1 serving'));
    expect(errors.name).toBe('Name is required');
    expect(errors.calories).toBe('Calories must be a number');
    expect(errors.fiber).toBeUndefined();
  });

  it('passes a filled label, empty optional numbers as null', () => {
    expect(validateCustomFood(filled)).toEqual({});
    expect(inputOf(filled)).toMatchObject({ fiber: null, sodium: null, calories: 180 });
  });

  it('shows the cross-field checks on their field', () => {
    expect(validateCustomFood({ ...filled, calories: 90 }).calories).toMatch(/more than 20% above 90/);
    expect(validateCustomFood({ ...filled, barcode: '4006381333932' }).barcode).toMatch(/check digit/);
  });

  it('leaves empty micronutrients unknown and names a wrong one by its path', () => {
    expect(inputOf({ ...filled, nutrients: { ...filled.nutrients, iron: 2 } }).nutrients).toMatchObject({ iron: 2, calcium: null });
    expect(validateCustomFood({ ...filled, nutrients: { ...filled.nutrients, iron: -1 } })['nutrients.iron']).toBe('Iron cannot be negative');
    expect(validateCustomFood({ ...filled, nutrients: { ...filled.nutrients, calcium: 50_000 } })['nutrients.calcium']).toMatch(/cannot weigh more than the serving \(40 g\)/);
  });

  it('fills the form back from a saved food', () => {
    const values = valuesOf({ id: 1, name: 'Oat bar', brand: null, barcode: null, servingDescription: '1 bar', servingGrams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5, fiber: null, sugar: 9, saturatedFat: null, sodium: null, nutrients: { iron: 1.8 } });
    expect(values).toMatchObject({ brand: '', barcode: '', fiber: '', sugar: 9, nutrients: { iron: 1.8, calcium: '' } });
    expect(validateCustomFood(values)).toEqual({});
  });
});
