import { waterAddInput, waterDayDto } from '../../../src/schemas/water.ts';
import { addWater } from '../../services/water/water-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const add = protectedProcedure.input(waterAddInput).output(waterDayDto).mutation(({ ctx, input }) => addWater(ctx.db, ctx.user, input));
