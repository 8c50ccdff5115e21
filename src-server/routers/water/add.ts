import { waterAddInput, waterDayDto } from '../../../src/schemas/water.ts';
import { addWater } from '../../services/water/water-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const add = protectedProcedure.input(checked(waterAddInput)).output(checked(waterDayDto)).mutation(({ ctx, input }) => addWater(ctx.db, ctx.user, input));
