import type { MealType } from '../../../src/domain/choices.ts';
import type { CustomFoodDto } from '../../../src/schemas/custom-food.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { SavedMealDto } from '../../../src/schemas/saved-meal.ts';
import type { CreateLogInput } from '../../shared/food-log-types.ts';
import { recentFoods, relogInput } from './recent-foods.ts';

/** A food the device already knows, offered when search cannot reach the server; `entries` are what logging it queues. */
export interface OfflineFood {
  key: string;
  kind: 'recent' | 'saved' | 'custom';
  name: string;
  calories: number;
  entries: CreateLogInput[];
}

export interface KnownFoods {
  logs?: readonly FoodLogDto[];
  savedMeals?: readonly SavedMealDto[];
  customFoods?: readonly CustomFoodDto[];
}

/** Lower case without accents, so "creme" finds "Crème". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every typed word is in the name. */
function matcher(text: string): (name: string) => boolean {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return (name) => {
    const folded = fold(name);
    return words.every((w) => folded.includes(w));
  };
}

/** The recent, saved and custom foods whose names contain the typed words, each ready to log to the day and meal. */
export function offlineFoods(text: string, known: KnownFoods, date: string, mealType: MealType): OfflineFood[] {
  const matches = matcher(text);
  const recent = recentFoods(known.logs ?? [], Number.POSITIVE_INFINITY)
    .filter((e) => matches(e.foodName))
    .map((e): OfflineFood => ({ key: `recent-${e.id}`, kind: 'recent', name: e.foodName, calories: e.calories, entries: [relogInput(e, mealType, date)] }));
  const saved = (known.savedMeals ?? [])
    .filter((m) => matches(m.name) || m.items.some((i) => matches(i.foodName)))
    .map((m): OfflineFood => ({
      key: `saved-${m.id}`,
      kind: 'saved',
      name: m.name,
      calories: m.totals.calories,
      entries: m.items.map((i) => ({ date, mealType, foodName: i.foodName, quantity: i.quantity, calories: i.calories, protein: i.protein, carbs: i.carbs, fats: i.fats, foodId: i.foodId })),
    }));
  const custom = (known.customFoods ?? [])
    .filter((f) => matches(f.brand ? `${f.name} ${f.brand}` : f.name))
    .map((f): OfflineFood => ({
      key: `custom-${f.id}`,
      kind: 'custom',
      name: f.name,
      calories: f.calories,
      entries: [
        { date, mealType, foodName: f.name, quantity: f.servingDescription, calories: f.calories, protein: f.protein, carbs: f.carbs, fats: f.fats, fiber: f.fiber, sugar: f.sugar, sodium: f.sodium, foodId: f.id, grams: f.servingGrams, servingSize: f.servingDescription, dataType: 'custom' },
      ],
    }));
  return [...recent, ...saved, ...custom];
}
