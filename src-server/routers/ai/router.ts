import { router } from '../../trpc/init.ts';
import { analyzePhoto } from './analyze-photo.ts';
import { dailySuggestions } from './daily-suggestions.ts';
import { latestSuggestions } from './latest-suggestions.ts';
import { mealSuggestions } from './meal-suggestions.ts';
import { parseFood } from './parse-food.ts';
import { quickSwap } from './quick-swap.ts';
import { swaps } from './swaps.ts';
import { weeklySummary } from './weekly-summary.ts';

export const aiRouter = router({ dailySuggestions, latestSuggestions, weeklySummary, swaps, quickSwap, mealSuggestions, parseFood, analyzePhoto });
