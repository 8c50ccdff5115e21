import { describe, expect, it } from 'vitest';
import { confidenceColor, imageFileProblem, MAX_IMAGE_BYTES, mealForHour, needsVerification, photoToLog } from './snap-logic.ts';

describe('snap logic', () => {
  it('checks the file before upload', () => {
    expect(imageFileProblem({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES + 1, type: 'image/png' })).toBe('tooLarge');
    expect(imageFileProblem({ size: 10, type: 'text/plain' })).toBe('notImage');
    expect(imageFileProblem({ size: 0, type: 'image/png' })).toBe('empty');
  });
  it('colours and warns by confidence', () => {
    expect(confidenceColor(85)).toBe('green');
    expect(confidenceColor(65)).toBe('yellow');
    expect(confidenceColor(40)).toBe('red');
    expect(needsVerification(69)).toBe(true);
    expect(needsVerification(70)).toBe(false);
  });
  it('picks a meal by hour', () => {
    expect(mealForHour(8)).toBe('breakfast');
    expect(mealForHour(13)).toBe('lunch');
    expect(mealForHour(19)).toBe('dinner');
    expect(mealForHour(23)).toBe('snack');
  });
  it('logs the totals as one entry', () => {
    const input = photoToLog(
      {
        foodName: 'Salad',
        confidence: 75,
        description: '',
        servingSize: '1 bowl',
        nutrition: { calories: 210.4, protein: 5.55, carbs: 20, fats: 10, fiber: 4, sugar: 3, sodium: 200 },
        foods: [],
        engine: 'provider',
      },
      '2026-01-02',
      'lunch',
    );
    expect(input).toMatchObject({ foodName: 'Salad', quantity: '1 bowl', calories: 210, protein: 5.6, mealType: 'lunch', foodId: null });
  });

  it('sends the grams of a single recognised food, so the server works out its numbers', () => {
    const nutrition = { calories: 143, protein: 12.6, carbs: 0.7, fats: 9.5, fiber: 0, sugar: 0.4, sodium: 142 };
    const egg = { name: 'Egg, whole, boiled', quantity: '2 large', grams: 100, portion: '2 × 1 large (50 g) = 100 g', confidence: 80, foodId: 12, fdcId: null, nutrition };
    const input = photoToLog({ foodName: 'Egg', confidence: 80, description: '', servingSize: '2 large egg', nutrition, foods: [egg], engine: 'builtin' }, '2026-01-02', 'breakfast');
    expect(input).toMatchObject({ foodId: 12, grams: 100 });
  });
});
