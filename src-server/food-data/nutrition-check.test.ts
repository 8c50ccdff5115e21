import { describe, expect, it } from 'vitest';
import { emptyNutrients, type FoodRecord, type Nutrients } from './food-record.ts';
import { checkFood, energyRange, repairEnergy } from './nutrition-check.ts';

function food(values: Partial<Nutrients>): FoodRecord {
  return {
    source: 'sr_legacy', sourceId: '1', fdcId: null, name: 'Test food', brand: null, gtinUpc: null, category: null,
    per100: { ...emptyNutrients(), ...values }, portions: [],
  };
}

const banana = { calories: 89, protein: 1.09, fats: 0.33, carbs: 22.84, fiber: 2.6, sugar: 12.23, sodium: 1, saturatedFat: 0.11 };

describe('energy helpers', () => {
  it('gives an energy range that allows carbohydrate with no energy (fiber, polyols)', () => {
    const [low, high] = energyRange({ protein: 0, carbs: 100, fats: 0, alcohol: 0 });
    expect(low).toBeLessThanOrEqual(0); // stevia: carbohydrate by difference with no energy
    expect(high).toBeGreaterThan(400);
  });

  it('repairs kJ stored as kcal only when it matches the macros closely', () => {
    const macros = { protein: 1.09, fats: 0.33, carbs: 22.84, alcohol: 0 };
    expect(repairEnergy({ ...macros, calories: 372 }, null)).toEqual({ calories: 372 / 4.184, repair: 'energy was in kJ' });
    // The kJ value agrees with the kcal value, so kcal is not a kJ mix-up.
    expect(repairEnergy({ ...macros, calories: 372 }, 1556)).toBeNull();
    expect(repairEnergy({ ...macros, calories: 9 }, null)?.repair).toBe('energy decimal slip');
    expect(repairEnergy({ ...macros, calories: 600 }, null)).toBeNull();
  });
});

describe('checkFood', () => {
  it('keeps consistent foods unchanged', () => {
    const outcome = checkFood(food(banana));
    expect(outcome.status).toBe('ok');
    if (outcome.status !== 'dropped') expect(outcome.food.per100).toEqual(banana);
  });

  it('computes missing energy from the macros', () => {
    const outcome = checkFood(food({ ...banana, calories: null }));
    expect(outcome).toMatchObject({ status: 'repaired', repairs: ['energy computed from macros'] });
    if (outcome.status !== 'dropped') expect(outcome.food.per100.calories).toBeCloseTo(98.7, 1);
  });

  it('repairs energy given in kJ', () => {
    const outcome = checkFood(food({ ...banana, calories: 372 }));
    expect(outcome).toMatchObject({ status: 'repaired', repairs: ['energy was in kJ'] });
    if (outcome.status !== 'dropped') expect(outcome.food.per100.calories).toBeCloseTo(88.9, 1);
  });

  it('repairs a macro given in mg', () => {
    const outcome = checkFood(food({ calories: 120, protein: 22500, fats: 2.62, carbs: 0 }));
    expect(outcome).toMatchObject({ status: 'repaired', repairs: ['protein was in mg'] });
  });

  it('drops foods whose energy cannot be explained', () => {
    expect(checkFood(food({ calories: 233, protein: 12, fats: 9.5, carbs: 1.6, energyKj: 975 }))).toEqual({
      status: 'dropped', reason: 'energy does not match macros',
    });
  });

  it('keeps low energy explained by fiber or sweeteners, with a flag', () => {
    const stevia = checkFood(food({ calories: 0, protein: 0, fats: 0, carbs: 100 }));
    expect(stevia.status).toBe('ok');
    if (stevia.status !== 'dropped') expect(stevia.flags).toContain('energy low for macros (fiber or polyols)');
  });

  it('sets a missing macro to 0 when the others explain the energy, else drops', () => {
    const meat = checkFood(food({ calories: 120, protein: 22.5, fats: 2.62, carbs: null }));
    expect(meat).toMatchObject({ status: 'repaired', repairs: ['missing carbs set to 0 (energy explained without it)'] });
    expect(checkFood(food({ calories: null, protein: 25, fats: 1, carbs: null }))).toEqual({ status: 'dropped', reason: 'missing carbs' });
    expect(checkFood(food({ calories: 0, protein: null, fats: null, carbs: null }))).toMatchObject({ status: 'repaired' });
    expect(checkFood(food({ calories: 880, protein: null, fats: 100, carbs: null }))).toEqual({ status: 'dropped', reason: 'missing protein/carbs' });
  });

  it('drops negative main values and impossible sums', () => {
    expect(checkFood(food({ ...banana, protein: -1 }))).toEqual({ status: 'dropped', reason: 'negative value' });
    expect(checkFood(food({ calories: 500, protein: 40, fats: 30, carbs: 40 }))).toEqual({ status: 'dropped', reason: 'macros above 100 g per 100 g' });
    expect(checkFood(food({ calories: 95, protein: 250, fats: 0, carbs: 0 }))).toEqual({ status: 'dropped', reason: 'protein above 100 g' });
    expect(checkFood(food({ calories: 2000, protein: 0, fats: 100, carbs: 0 })).status).toBe('dropped');
  });

  it('clears implausible optional values instead of dropping the food', () => {
    const outcome = checkFood(food({ ...banana, sugar: 40, fiber: -2, sodium: 90_000, saturatedFat: 5 }));
    expect(outcome.status).toBe('ok');
    if (outcome.status === 'dropped') return;
    expect(outcome.food.per100).toMatchObject({ sugar: null, fiber: null, sodium: null, saturatedFat: null });
    expect(outcome.flags).toHaveLength(4);
  });

  it('drops nameless foods and removes check-only values', () => {
    expect(checkFood({ ...food(banana), name: ' ' })).toEqual({ status: 'dropped', reason: 'no name' });
    const outcome = checkFood(food({ ...banana, alcohol: 0, energyKj: 372 }));
    if (outcome.status !== 'dropped') expect(Object.keys(outcome.food.per100)).not.toContain('energyKj');
  });
});
