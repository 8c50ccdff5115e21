import { describe, expect, it } from 'vitest';
import { confidenceColor, nutritionWithFallback, silenceDecision, toPercent, transcriptToSend, voiceFoodToLog } from './voice-logic.ts';

describe('voice logic', () => {
  it('stops after 3 s of silence only with a final transcript', () => {
    expect(silenceDecision('two eggs', 3000)).toBe('stop');
    expect(silenceDecision('two eggs', 2999)).toBe('wait');
    expect(silenceDecision('  ', 5000)).toBe('wait');
    expect(silenceDecision('', 3000)).toBe('wait');
  });
  it('ignores empty transcripts', () => {
    expect(transcriptToSend('  \n ')).toBeNull();
    expect(transcriptToSend(' I ate  2 eggs ')).toBe('I ate 2 eggs');
  });
  it('falls back to the spec numbers when nutrition is missing', () => {
    expect(nutritionWithFallback(undefined)).toEqual({ calories: 100, protein: 5, carbs: 15, fats: 3, fiber: 2 });
    expect(nutritionWithFallback({ calories: 0, protein: 12, fiber: null })).toEqual({ calories: 0, protein: 12, carbs: 15, fats: 3, fiber: 2 });
  });
  it('colours confidence', () => {
    expect(confidenceColor(80)).toBe('green');
    expect(confidenceColor(79)).toBe('yellow');
    expect(confidenceColor(60)).toBe('yellow');
    expect(confidenceColor(59)).toBe('red');
    expect(toPercent(0.856)).toBe(86);
  });
  it('builds the log input', () => {
    const input = voiceFoodToLog(
      { name: 'Egg, whole', query: '2 eggs', quantity: '2 large', grams: 100, portion: '2 × 1 large (50 g) = 100 g', mealType: 'breakfast', confidence: 0.9, foodId: 4, fdcId: null, servingSize: '1 large', dataType: 'sr_legacy' },
      '2026-01-02',
      'lunch',
    );
    expect(input).toMatchObject({ date: '2026-01-02', mealType: 'lunch', foodName: 'Egg, whole', quantity: '2 large', calories: 100, foodId: 4, dataType: 'sr_legacy' });
  });
});
