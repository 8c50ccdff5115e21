import { recipeDto, updateRecipeInput } from '../../../src/schemas/user-recipe.ts';
import { updateRecipe } from '../../services/user-recipes/recipe-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Replaces the recipe's fields and ingredients; entries already logged from it keep their numbers. */
export const update = protectedProcedure.input(checked(updateRecipeInput)).output(checked(recipeDto)).mutation(({ ctx, input: { id, ...fields } }) => updateRecipe(ctx.db, ctx.user, id, fields));
