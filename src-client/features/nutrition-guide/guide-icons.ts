import { IconChartPie, IconClock, IconDroplet, IconFlame, IconHeart, IconLeaf, IconPill, type TablerIcon } from '@tabler/icons-react';
import type { CategoryId, QuickFactId } from './guide-content.ts';

export const CATEGORY_ICONS: Record<CategoryId, TablerIcon> = {
  macronutrients: IconChartPie,
  micronutrients: IconPill,
  hydrationRecovery: IconDroplet,
  specialDiets: IconLeaf,
};

export const QUICK_FACT_ICONS: Record<QuickFactId, TablerIcon> = {
  dailyCalories: IconFlame,
  waterIntake: IconDroplet,
  mealTiming: IconClock,
  heartHealth: IconHeart,
};
