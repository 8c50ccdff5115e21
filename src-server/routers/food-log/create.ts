import { createFoodLogInput, foodLogDto } from '../../../src/schemas/food-log.ts';
import { logFood } from '../../services/food-log/food-log-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const create = protectedProcedure.input(checked(createFoodLogInput)).output(checked(foodLogDto)).mutation(({ ctx, input }) => logFood(ctx.db, ctx.user, input));
