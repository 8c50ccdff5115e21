import { customFoodDto, customFoodIdInput } from '../../../src/schemas/custom-food.ts';
import { getOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** One of the caller's own foods; another user's is not found. */
export const get = protectedProcedure.input(customFoodIdInput).output(customFoodDto).query(({ ctx, input }) => getOwnFood(ctx.db, ctx.user, input.id));
