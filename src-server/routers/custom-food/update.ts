import { customFoodDto, updateCustomFoodInput } from '../../../src/schemas/custom-food.ts';
import { updateOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Replaces every field of one of the caller's foods; entries already logged keep their numbers. */
export const update = protectedProcedure.input(checked(updateCustomFoodInput)).output(checked(customFoodDto)).mutation(({ ctx, input }) => updateOwnFood(ctx.db, ctx.user, input.id, input));
