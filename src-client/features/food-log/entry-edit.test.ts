import { describe, expect, it } from 'vitest';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import { entryEditValues, entryUpdate } from './entry-edit.ts';

const entry: FoodLogDto = {
  id: 7, userId: 'u', date: '2026-11-20', mealType: 'lunch', foodName: 'Apple', quantity: '1 large', calories: 116, protein: 0.6, carbs: 30.8,
  fats: 0.4, fiber: null, sugar: null, sodium: null, fdcId: 1, foodId: 3, servingSize: null, dataType: 'survey', clientId: null, createdAt: '2026-11-20T10:00:00Z',
  nutrients: {},
};

describe('entryUpdate', () => {
  it('sends only what changed, and no numbers for an entry with a food', () => {
    const values = { ...entryEditValues(entry), quantity: ' 2 large ', mealType: 'dinner' as const, calories: 1 };
    expect(entryUpdate(entry, values)).toEqual({ id: 7, quantity: '2 large', mealType: 'dinner' });
    expect(entryUpdate(entry, entryEditValues(entry))).toEqual({ id: 7 });
  });

  it('sends typed numbers for an entry with no food', () => {
    const quick = { ...entry, foodId: null };
    expect(entryUpdate(quick, { ...entryEditValues(quick), calories: 300, date: '2026-11-21' })).toEqual({ id: 7, date: '2026-11-21', calories: 300 });
  });
});
