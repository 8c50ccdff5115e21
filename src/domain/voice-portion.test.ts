import { describe, expect, it } from 'vitest';
import { choosePortion, type PortionFood } from './voice-portion.ts';
import { parseSpokenFoods } from './voice-parse.ts';

const egg: PortionFood = { name: 'Egg, whole, raw, fresh', portions: [{ label: '1 medium', grams: 44 }, { label: '1 large', grams: 50 }, { label: '1 small', grams: 38 }] };
const bread: PortionFood = { name: 'Bread, white, toasted', portions: [{ label: '1 small or thin/very thin slice', grams: 22 }, { label: '1 medium or regular slice', grams: 25 }, { label: '1 large or thick slice', grams: 39 }] };
const rice: PortionFood = { name: 'Rice, cooked, NFS', portions: [{ label: '1 cup, cooked', grams: 158 }] };
const pb: PortionFood = { name: 'Peanut butter', portions: [{ label: '2 tbsp', grams: 32 }, { label: '1 cup', grams: 258 }] };
const cola: PortionFood = { name: 'Soft drink, cola', portions: [{ label: '1 can (12 fl oz)', grams: 372 }, { label: '1 bottle (20 fl oz)', grams: 620 }] };
const yogurt: PortionFood = { name: 'Yogurt, Greek', portions: [] };
const fries: PortionFood = { name: 'Potato, french fries', portions: [{ label: '1 fry', grams: 5 }, { label: '1 medium fast food order', grams: 145 }] };

const pick = (food: PortionFood, said: string) => choosePortion(food, parseSpokenFoods(said).foods[0]!);

describe('choosePortion', () => {
  it.each([
    [egg, '2 eggs', 100, '2 large'],
    [egg, '3 small eggs', 114, '3 small'],
    [bread, 'toast', 25, '1 medium or regular slice'],
    [bread, '2 thick slices of toast', 78, '2 large slices'],
    [bread, 'a large slice of toast', 39, '1 large slice'],
    [rice, 'two and a half cups of rice', 395, '2 1/2 cups'],
    [rice, 'half a cup of rice', 79, '1/2 cup'],
    [rice, '3 tablespoons of rice', 29.6, '3 tbsp'],
    [rice, 'a bowl of rice', 237, '1 bowl'],
    [rice, '5 oz rice', 141.8, '5 oz'],
    [pb, 'a tablespoon of peanut butter', 16, '1 tbsp'],
    [pb, '2 tsp peanut butter', 10.7, '2 tsp'],
    [cola, 'a coke', 372, '1 can'],
    [cola, 'half a pound of coke', 226.8, '1/2 lb'],
    [yogurt, '200 ml yogurt', 200, '200 ml'],
    [yogurt, 'a cup of yogurt', 236.6, '1 cup'],
    [fries, 'fries', 145, '1 medium fast food order'],
    [fries, '10 fries', 50, '10 fries'],
  ])('%#: %s', (food, said, grams, quantity) => {
    const choice = pick(food, said);
    expect(choice.grams).toBeCloseTo(grams, 0);
    expect(choice.quantity.startsWith(quantity)).toBe(true);
    expect(choice.certainty).toBeGreaterThan(0);
    expect(choice.certainty).toBeLessThanOrEqual(1);
  });

  it('is less certain about a guessed density than about a listed portion', () => {
    expect(pick(yogurt, 'a cup of yogurt').certainty).toBeLessThan(pick(rice, 'a cup of rice').certainty);
  });
});
