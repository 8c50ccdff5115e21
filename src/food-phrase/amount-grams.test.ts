import { describe, expect, it } from 'vitest';
import { resolvePortion } from '../domain/portion-engine.ts';
import type { FoodPortion } from '../domain/portion-facts.ts';
import { parsePortionText } from '../domain/portion-request.ts';
import { parseSpokenFoods } from '../domain/voice-parse.ts';
import { G_PER_OZ, ML_PER_FL_OZ } from './units.ts';

// Portions as the shipped USDA data lists them (FNDDS 2021-2023 and Foundation), in USDA order.
const QNS = 'Quantity not specified';
const tomatoes: FoodPortion[] = [
  { label: '1 whole', grams: 125 }, { label: '1 slice', grams: 20 }, { label: '1 grape tomato', grams: 8 }, { label: '1 cherry', grams: 17 },
  { label: '1 Italian tomato', grams: 60 }, { label: '1 plum tomato', grams: 60 }, { label: '1 cup', grams: 180 }, { label: QNS, grams: 90, unspecified: true },
];
const crushedTomatoes: FoodPortion[] = [{ label: '1/2 cup', grams: 121 }];
const cola: FoodPortion[] = [
  { label: '1 can (12 fl oz)', grams: 372 }, { label: '1 bottle (16.9 fl oz or 500 ml)', grams: 524 }, { label: '1 bottle (20 fl oz)', grams: 620 },
  { label: '1 fl oz (no ice)', grams: 31 }, { label: QNS, grams: 372, unspecified: true },
];
const pretzels: FoodPortion[] = [{ label: '1 small single serving bag', grams: 28 }, { label: '1 medium single serving bag', grams: 57 }, { label: '1 cup', grams: 40 }, { label: QNS, grams: 28, unspecified: true }];

const muffin: FoodPortion[] = [
  { label: '1 medium', grams: 130 }, { label: QNS, grams: 130, unspecified: true }, { label: '1 miniature', grams: 25 }, { label: '1 small', grams: 70 },
  { label: '1 large', grams: 180 }, { label: '1 bite size', grams: 10 },
];
const carrots: FoodPortion[] = [
  { label: '1 regular carrot', grams: 60 }, { label: '1 cup', grams: 120 }, { label: '1 baby carrot', grams: 10 }, { label: '1 strip/stick', grams: 10 },
  { label: '1 piece/slice', grams: 5 }, { label: '1 single serving bag', grams: 80 }, { label: QNS, grams: 60, unspecified: true },
];
const tuna: FoodPortion[] = [
  { label: '1 small/regular fillet', grams: 90 }, { label: '1 large fillet', grams: 135 }, { label: '1 steak', grams: 135 }, { label: '1 cup', grams: 135 },
  { label: QNS, grams: 90, unspecified: true },
];

/** A meal said or typed, its one food's amount resolved against the portions of the food `name`. */
function grams(said: string, portions: FoodPortion[], name = '') {
  const [food] = parseSpokenFoods(said).foods;
  return resolvePortion(portions, food!, name);
}

describe('a stated amount through the portion engine', () => {
  it('takes a stated weight as the grams, whatever the portions say', () => {
    expect(grams('an 85-gram slice of frozen sausage pizza for supper', [{ label: '1 pizza', grams: 900 }])).toMatchObject({ grams: 85, basis: 'weight' });
    expect(grams('roasted sweet potatoes, about 400 grams', [{ label: '1 cup', grams: 200 }])).toMatchObject({ grams: 400, basis: 'weight' });
    expect(grams('212.5 grams of rice', [{ label: '1 cup, cooked', grams: 158 }])).toMatchObject({ grams: 212.5, basis: 'weight' });
    expect(grams('a 1.5 oz bag of pretzels', pretzels)).toMatchObject({ grams: 42.5, basis: 'weight' });
  });

  it('weighs a stated volume by the density of the food\'s own volume portions', () => {
    const answer = grams('330 ml of cola', cola);
    expect(answer.basis).toBe('volume');
    // The 12 fl oz can weighs 372 g: 1.048 g per ml.
    expect(answer.grams).toBeCloseTo((330 * 372) / (12 * ML_PER_FL_OZ), 0);
  });

  it('reads ounces of a drink as fluid ounces, and ounces of a solid food as a weight', () => {
    // Cola is measured in fl oz by USDA and never weighed in oz: its 20 fl oz bottle weighs 620 g.
    expect(grams('a 20-ounce bottle of cola', cola)).toMatchObject({ grams: 620, quantity: '20 fl oz' });
    expect(grams('8 oz of pretzels', pretzels)).toMatchObject({ grams: 226.8, basis: 'weight' });
  });

  it('weighs a container by the size stated with it', () => {
    const [line] = parseSpokenFoods('1 (28 ounce) can crushed tomatoes').foods;
    expect(line).toMatchObject({ food: 'crushed tomatoes', quantity: 28, unit: 'oz' });
    expect(resolvePortion(crushedTomatoes, line!).grams).toBeCloseTo(28 * G_PER_OZ, 0);
    expect(resolvePortion(crushedTomatoes, parsePortionText('1 (28 ounce) can')!).grams).toBe(793.8);
  });

  it('counts pieces by the portion the said words name: 5 cherry tomatoes are 5 × the 17 g cherry', () => {
    expect(grams('5 cherry tomatoes', tomatoes, 'Tomatoes, raw')).toMatchObject({ grams: 85, times: 5, portion: { label: '1 cherry', grams: 17 } });
    expect(grams('10 grape tomatoes', tomatoes, 'Tomatoes, raw')).toMatchObject({ grams: 80, portion: { label: '1 grape tomato' } });
  });

  it('takes an unusual size said in the label\'s own word, and a count said after the food', () => {
    expect(grams('a miniature oat bran muffin', muffin, 'Muffin, oat bran')).toMatchObject({ grams: 25, portion: { label: '1 miniature' } });
    expect(grams('10 baby carrots', carrots, 'Carrots, raw')).toMatchObject({ grams: 100, portion: { label: '1 baby carrot' } });
    expect(grams('an oat bran muffin', muffin, 'Muffin, oat bran').grams).toBe(130);
    expect(grams('cooked tuna fish - 2 steaks', tuna, 'Fish, tuna, cooked')).toMatchObject({ grams: 270, portion: { label: '1 steak' } });
  });

  it('keeps a spoken range whole, however its dash is typed', () => {
    for (const said of ['2 - 3 eggs', '2–3 eggs', '2-3 eggs', 'two to three eggs']) expect(parseSpokenFoods(said).foods).toMatchObject([{ food: 'eggs', quantity: 2.5 }]);
  });

  it('reads the serving field of an entry with the same grammar', () => {
    expect(resolvePortion(pretzels, parsePortionText('a 1.5-oz bag')!)).toMatchObject({ grams: 42.5, basis: 'weight' });
    expect(resolvePortion(tomatoes, parsePortionText('half a dozen cherry')!)).toMatchObject({ grams: 102 });
    expect(resolvePortion(cola, parsePortionText('about 500 ml')!).basis).toBe('volume');
  });
});
