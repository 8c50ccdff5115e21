import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { INVALID_WEIGHT, INVALID_WEIGHT_DETAIL } from '../schemas/weight.ts';
import { englishMessage } from './english.ts';
import { englishErrors, isErrorReason, type ErrorReason } from './reasons.ts';

describe('the English error catalogue', () => {
  it('renders every message without values exactly as written (apostrophes, quotes, ▸ and all)', () => {
    const plain = (Object.keys(englishErrors) as ErrorReason[]).filter((r) => parse(englishErrors[r]).every((e) => e.type === TYPE.literal));
    expect(plain.length).toBeGreaterThan(50);
    for (const reason of plain) expect(englishMessage(reason)).toBe(englishErrors[reason]);
  });

  it("fills in values as the server's messages always read (numbers as plain digits)", () => {
    const cases: [ErrorReason, Record<string, string | number>, string][] = [
      ['customFoodLimit', { max: 500 }, 'You can keep at most 500 foods of your own: delete some you no longer use'],
      ['tooManyRequests', { perMinute: 1200 }, 'Too many requests: the limit is 1200 per minute. Please wait a moment and try again.'],
      ['swapFoodUnknown', { food: 'blorp' }, `We couldn't find "blorp" in the food database. Try a more common name, such as "pizza" or "white bread".`],
      ['swapNotFound', { swapType: 'lower_calorie', food: 'Pizza' }, 'No lower-calorie swap found for "Pizza". Try another food or swap type.'],
      ['swapNotFound', { swapType: 'healthier', food: 'Pizza' }, 'No healthier swap found for "Pizza". Try another food or swap type.'],
      ['apiTokenScopeMissing', { scope: 'log' }, 'This API token lacks the "log" scope'],
      ['importBadRows', { rows: 1 }, 'The file has 1 bad row; nothing was imported'],
      ['importBadRows', { rows: 1234 }, 'The file has 1234 bad rows; nothing was imported'],
      ['invalidField', { path: 'foodId', problem: 'No food has this id' }, 'foodId: No food has this id'],
      ['photoTooManyPixels', { width: 16000, height: 16000, max: 40 }, 'The photo is 16000 × 16000 pixels, more than 40 megapixels. Please send a smaller image.'],
      ['plannedMealMissing', { mealType: 'lunch', day: 3 }, 'No lunch is planned for day 3 of this plan'],
      ['photoBarcode', { code: '4006381333931', problem: 'x' }, 'Barcode 4006381333931 was read from the photo. x'],
    ];
    for (const [reason, params, english] of cases) expect(englishMessage(reason, params)).toBe(english);
  });

  it("is the weight schema's wording too", () => {
    expect([INVALID_WEIGHT, INVALID_WEIGHT_DETAIL]).toEqual([englishErrors.invalidWeight, englishErrors.invalidWeightDetail]);
  });

  it('knows its own reasons only', () => {
    expect(isErrorReason('recipeNotFound')).toBe(true);
    expect(isErrorReason('toString')).toBe(false);
    expect(isErrorReason(42)).toBe(false);
  });
});
