import { DASHBOARD_DEFAULT_TARGETS } from '../../../src/domain/targets.ts';

export interface MacroTarget {
  key: 'calories' | 'protein' | 'carbs' | 'fats';
  label: string;
  value: number;
  unit: 'kcal' | 'g';
}

interface TargetSource {
  dailyCalories: number | null;
  dailyProtein: number | null;
  dailyCarbs: number | null;
  dailyFats: number | null;
}

/** The user's daily targets, each falling back to the dashboard default (spec §9) when missing. */
export function dailyTargetsOf(user: TargetSource): MacroTarget[] {
  const d = DASHBOARD_DEFAULT_TARGETS;
  return [
    { key: 'calories', label: 'Calories', value: user.dailyCalories ?? d.calories, unit: 'kcal' },
    { key: 'protein', label: 'Protein', value: user.dailyProtein ?? d.protein, unit: 'g' },
    { key: 'carbs', label: 'Carbs', value: user.dailyCarbs ?? d.carbs, unit: 'g' },
    { key: 'fats', label: 'Fats', value: user.dailyFats ?? d.fats, unit: 'g' },
  ];
}
