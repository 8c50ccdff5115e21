import { generatedSessionDto } from '../../../src/schemas/meal-prep.ts';
import { recipeIdInput } from '../../../src/schemas/user-recipe.ts';
import { startRecipePrep } from '../../services/user-recipes/recipe-prep.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A meal prep session for the recipe, with its steps and timers. */
export const prep = protectedProcedure.input(checked(recipeIdInput)).output(checked(generatedSessionDto)).mutation(({ ctx, input }) => startRecipePrep(ctx.db, ctx.user, input.id));
