import type { MacroTargets } from '../../src/domain/day-targets.ts';

export interface MacroTarget {
  key: 'calories' | 'protein' | 'carbs' | 'fats';
  label: string;
  value: number;
  unit: 'kcal' | 'g';
}

/** The day's targets as the server gives them (decision 099), one line each; the client computes none. */
export function dailyTargetsOf(targets: MacroTargets): MacroTarget[] {
  return [
    { key: 'calories', label: 'Calories', value: targets.calories, unit: 'kcal' },
    { key: 'protein', label: 'Protein', value: targets.protein, unit: 'g' },
    { key: 'carbs', label: 'Carbs', value: targets.carbs, unit: 'g' },
    { key: 'fats', label: 'Fats', value: targets.fats, unit: 'g' },
  ];
}
