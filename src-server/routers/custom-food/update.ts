import { customFoodDto, updateCustomFoodInput } from '../../../src/schemas/custom-food.ts';
import { updateOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Replaces every field of one of the caller's foods; entries already logged keep their numbers. */
export const update = protectedProcedure.input(updateCustomFoodInput).output(customFoodDto).mutation(({ ctx, input }) => updateOwnFood(ctx.db, ctx.user, input.id, input));
