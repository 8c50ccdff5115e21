import { foodLogDto, updateFoodLogInput } from '../../../src/schemas/food-log.ts';
import { updateLog } from '../../services/food-log/food-log-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const update = protectedProcedure.input(updateFoodLogInput).output(foodLogDto).mutation(({ ctx, input }) => updateLog(ctx.db, ctx.user, input));
