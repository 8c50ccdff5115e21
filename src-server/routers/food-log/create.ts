import { createFoodLogInput, foodLogDto } from '../../../src/schemas/food-log.ts';
import { logFood } from '../../services/food-log/food-log-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const create = protectedProcedure.input(createFoodLogInput).output(foodLogDto).mutation(({ ctx, input }) => logFood(ctx.db, ctx.user, input));
