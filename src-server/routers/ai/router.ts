import { router } from '../../trpc/init.ts';
import { analyzePhoto } from './analyze-photo.ts';
import { conversation } from './conversation.ts';
import { conversations } from './conversations.ts';
import { dailySuggestions } from './daily-suggestions.ts';
import { deleteConversation } from './delete-conversation.ts';
import { latestSuggestions } from './latest-suggestions.ts';
import { logMealRecipe } from './log-meal-recipe.ts';
import { mealRecipe } from './meal-recipe.ts';
import { mealSuggestions } from './meal-suggestions.ts';
import { parseFood } from './parse-food.ts';
import { quickSwap } from './quick-swap.ts';
import { saveMealRecipe } from './save-meal-recipe.ts';
import { swaps } from './swaps.ts';
import { weeklySummary } from './weekly-summary.ts';

export const aiRouter = router({
  dailySuggestions,
  latestSuggestions,
  weeklySummary,
  swaps,
  quickSwap,
  mealSuggestions,
  conversations,
  conversation,
  deleteConversation,
  mealRecipe,
  logMealRecipe,
  saveMealRecipe,
  parseFood,
  analyzePhoto,
});
