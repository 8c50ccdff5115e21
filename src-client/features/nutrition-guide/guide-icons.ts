import { IconChartPie, IconClock, IconDroplet, IconFlame, IconHeart, IconLeaf, IconPill, type TablerIcon } from '@tabler/icons-react';
import type { CategoryId, QuickFact } from './guide-content.ts';

export const CATEGORY_ICONS: Record<CategoryId, TablerIcon> = {
  macronutrients: IconChartPie,
  micronutrients: IconPill,
  'hydration-recovery': IconDroplet,
  'special-diets': IconLeaf,
};

export const QUICK_FACT_ICONS: Record<QuickFact['id'], TablerIcon> = {
  'daily-calories': IconFlame,
  'water-intake': IconDroplet,
  'meal-timing': IconClock,
  'heart-health': IconHeart,
};
