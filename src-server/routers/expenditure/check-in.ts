import { checkInDto } from '../../../src/schemas/energy.ts';
import { checkIn as weeklyCheckIn } from '../../services/energy/check-in-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The expenditure estimate with its band (or "not enough data yet") and the targets proposed from it. */
export const checkIn = protectedProcedure.output(checked(checkInDto)).query(({ ctx }) => weeklyCheckIn(ctx.readDb, ctx.user));
