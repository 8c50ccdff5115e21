import { describe, expect, it } from 'vitest';
import type { DailyProgressDto, FoodLogDto } from '../../src/schemas/food-log.ts';
import type { OutboxEntry } from './outbox.ts';
import { withWaitingFood, withWaitingProgress, withWaitingWater } from './waiting-entries.ts';

const date = '2026-01-05';
const queued = (clientId: string, path: string, input: Record<string, unknown>): OutboxEntry => ({ clientId, userId: 'u1', path, input, label: 'x', queuedAt: Date.parse('2026-01-05T08:00:00Z') });
const apple = queued('c-apple', 'foodLog.create', { date, mealType: 'snack', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 });
const stored = (clientId: string | null): FoodLogDto => ({
  id: 7, userId: 'u1', date, mealType: 'lunch', foodName: 'Rice', quantity: '1 cup', calories: 200, protein: 4, carbs: 45, fats: 0.4,
  fiber: null, sugar: null, sodium: null, nutrients: {}, fdcId: null, foodId: null, servingSize: null, dataType: 'local', clientId, createdAt: '2026-01-05T07:00:00Z',
});

describe('entries waiting in the outbox, shown in the day', () => {
  it('adds a waiting food entry of the same day, marked as waiting, and leaves other days alone', () => {
    const list = withWaitingFood([stored(null)], [apple], date);
    expect(list.map((e) => [e.foodName, e.waiting ?? false])).toEqual([['Rice', false], ['Apple', true]]);
    expect(list[1]).toMatchObject({ mealType: 'snack', calories: 95, quantity: '1 medium' });
    expect(withWaitingFood([], [apple], '2026-01-06')).toEqual([]);
  });

  it('shows a waiting quick add under its label, or as the server names it', () => {
    const soup = queued('c-soup', 'foodLog.quickAdd', { date, mealType: 'dinner', label: 'Soup', calories: 180 });
    const bare = queued('c-bare', 'foodLog.quickAdd', { date, mealType: 'dinner', calories: 120 });
    expect(withWaitingFood([], [soup, bare], date).map((e) => [e.foodName, e.calories, e.quantity])).toEqual([['Soup', 180, '1 serving'], ['Quick add', 120, '1 serving']]);
  });

  it('shows an entry once when the server already lists its client id', () => {
    expect(withWaitingFood([stored('c-apple')], [apple], date)).toHaveLength(1);
  });

  it("counts waiting entries in the day's meals and totals", () => {
    const day: DailyProgressDto = { date, meals: { breakfast: [], lunch: [stored(null)], dinner: [], snack: [] }, macros: { calories: 200, protein: 4, carbs: 45, fats: 0.4 }, targets: { calories: 2000, protein: 150, carbs: 200, fats: 70, baseCalories: 2000, exerciseCalories: 0, source: 'formula' } };
    const merged = withWaitingProgress(day, [apple]);
    expect(merged.meals.snack.map((e) => e.foodName)).toEqual(['Apple']);
    expect(merged.macros).toEqual({ calories: 295, protein: 4.5, carbs: 70, fats: 0.7 });
    expect(withWaitingProgress(day, [])).toBe(day);
  });

  it('adds waiting drinks in ml to the day total', () => {
    const day = { date, entries: [{ id: 1, date, ml: 250, clientId: 'c-1', createdAt: '2026-01-05T07:00:00Z' }], totalMl: 250, targetMl: 2800, targetSetByUser: false };
    const drinks = [queued('c-1', 'water.add', { date, amount: 250, unit: 'ml' }), queued('c-2', 'water.add', { date, amount: 8, unit: 'fl_oz' })];
    const merged = withWaitingWater(day, drinks, date);
    expect(merged.entries.map((e) => [e.ml, 'waiting' in e])).toEqual([[250, false], [237, true]]);
    expect(merged.totalMl).toBe(487);
  });
});
