import { describe, expect, it } from 'vitest';
import { describeAnswer } from './portion-engine.ts';
import { guidelineAmount, hostOf } from './guideline-amounts.ts';

const milk = [
  { label: 'Guideline amount per fl oz of beverage', grams: 2.5 },
  { label: 'Guideline amount per cup of hot cereal', grams: 61 },
];
const butter = [
  { label: 'Guideline amount per slice of bread/roll', grams: 7 },
  { label: 'Guideline amount on regular sandwich', grams: 14 },
  { label: 'Guideline amount on large sandwich', grams: 21 },
];

describe('hostOf', () => {
  it('counts a drink in fl oz, bread in slices, hot cereal in cups', () => {
    expect(hostOf(7302, 480, 2, 240)).toEqual({ kind: 'beverage', count: 16 });
    expect(hostOf(4202, 56, 2, null)).toEqual({ kind: 'bread', count: 2 });
    expect(hostOf(4802, 117, 1, 234)).toEqual({ kind: 'hot cereal', count: 0.5 });
    expect(hostOf(3702, 200, 1, null)).toEqual({ kind: 'burger', count: 1 });
  });

  it('has nothing for foods no guideline goes with', () => {
    expect(hostOf(7702, 240, 1, 240)).toBeNull();
    expect(hostOf(2002, 120, 1, null)).toBeNull();
    expect(hostOf(null, 100, 1, null)).toBeNull();
  });
});

describe('guidelineAmount', () => {
  it("scales USDA's amount to the host and says which row it used", () => {
    const answer = guidelineAmount(milk, { kind: 'beverage', count: 8 })!;
    expect(answer).toMatchObject({ grams: 20, quantity: '20 g', times: 8 });
    expect(describeAnswer(answer)).toBe('8 × Guideline amount per fl oz of beverage (2.5 g) = 20 g');
    expect(guidelineAmount(milk, { kind: 'hot cereal', count: 1 })?.grams).toBe(61);
  });

  it('takes the regular sandwich amount for a burger with no row of its own', () => {
    expect(guidelineAmount(butter, { kind: 'bread', count: 2 })?.grams).toBe(14);
    expect(guidelineAmount(butter, { kind: 'burger', count: 1 })?.portion?.label).toBe('Guideline amount on regular sandwich');
  });

  it('is null when the food has no amount for that host', () => {
    expect(guidelineAmount(milk, { kind: 'bread', count: 1 })).toBeNull();
    expect(guidelineAmount([], { kind: 'beverage', count: 8 })).toBeNull();
  });
});
