import { waterDayDto, waterTargetInput } from '../../../src/schemas/water.ts';
import { setWaterTarget } from '../../services/water/water-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The user's own daily water target in ml, or null for 35 ml per kg. */
export const setTarget = protectedProcedure.input(checked(waterTargetInput)).output(checked(waterDayDto)).mutation(({ ctx, input }) => setWaterTarget(ctx.db, ctx.user, input.targetMl));
