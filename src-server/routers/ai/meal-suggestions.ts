import { mealSuggestionsInput } from '../../../src/schemas/ai.ts';
import { suggestMeals } from '../../services/ai/meal-service.ts';
import { aiProcedure } from './procedure.ts';

/** The meal assistant: a reply and recipes chosen for the message and preferences. */
export const mealSuggestions = aiProcedure.input(mealSuggestionsInput).mutation(({ ctx, input }) => suggestMeals(ctx.req.server, ctx.user, input));
