import { customFoodDto, customFoodIdInput } from '../../../src/schemas/custom-food.ts';
import { getOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** One of the caller's own foods; another user's is not found. */
export const get = protectedProcedure.input(checked(customFoodIdInput)).output(checked(customFoodDto)).query(({ ctx, input }) => getOwnFood(ctx.db, ctx.user, input.id));
