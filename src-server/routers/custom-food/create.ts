import { createCustomFoodInput, customFoodDto } from '../../../src/schemas/custom-food.ts';
import { createOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A food of the caller's own, numbers per serving; only they can find, log or change it. */
export const create = protectedProcedure.input(checked(createCustomFoodInput)).output(checked(customFoodDto)).mutation(({ ctx, input }) => createOwnFood(ctx.db, ctx.user, input));
