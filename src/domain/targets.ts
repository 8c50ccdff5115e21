/** Daily targets by Mifflin-St Jeor, the activity and goal factors, and the macro split. */

import { KCAL_PER_GRAM } from './energy.ts';
import { lookupTable } from './lookup.ts';

export const ACTIVITY_FACTORS = lookupTable<number>({
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extremely_active: 1.9,
});
export const DEFAULT_ACTIVITY_FACTOR = 1.55;

export const GOAL_FACTORS = lookupTable<number>({
  lose_fat: 0.8,
  build_muscle: 1.1,
  maintain_weight: 1,
});

export const MACRO_SPLIT = { protein: 0.275, fats: 0.275, carbs: 0.45 } as const;

export interface BodyStats {
  age: number;
  gender: string;
  height: number;
  weight: number;
  activityLevel: string;
  fitnessGoal: string;
}

export interface DailyTargets {
  dailyCalories: number;
  dailyProtein: number;
  dailyCarbs: number;
  dailyFats: number;
}

export function basalMetabolicRate({ age, gender, height, weight }: BodyStats): number {
  const base = 10 * weight + 6.25 * height - 5 * age;
  return gender === 'male' ? base + 5 : base - 161;
}

export function computeTargets(stats: BodyStats): DailyTargets {
  const activity = ACTIVITY_FACTORS[stats.activityLevel] ?? DEFAULT_ACTIVITY_FACTOR;
  const goal = GOAL_FACTORS[stats.fitnessGoal] ?? 1;
  const calories = Math.round(basalMetabolicRate(stats) * activity * goal);
  return {
    dailyCalories: calories,
    dailyProtein: Math.round((calories * MACRO_SPLIT.protein) / KCAL_PER_GRAM.protein),
    dailyCarbs: Math.round((calories * MACRO_SPLIT.carbs) / KCAL_PER_GRAM.carbs),
    dailyFats: Math.round((calories * MACRO_SPLIT.fats) / KCAL_PER_GRAM.fats),
  };
}
