import { mealSuggestionsInput, mealSuggestionsResultDto } from '../../../src/schemas/ai.ts';
import { suggestMeals } from '../../services/ai/meal-service.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

/** The meal assistant: a reply and recipes chosen for the whole conversation, stored in it. */
export const mealSuggestions = aiProcedure
  .input(checked(mealSuggestionsInput))
  .output(checked(mealSuggestionsResultDto))
  .mutation(({ ctx, input }) => suggestMeals(ctx.db, { recipes: ctx.req.server.recipes, ai: ctx.ai }, ctx.user, input));
