import { goalDto } from '../../../src/schemas/energy.ts';
import { goalView } from '../../services/energy/goal-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Goal weight and rate, the trend weight over 90 days and the estimated date. */
export const get = protectedProcedure.output(checked(goalDto)).query(({ ctx }) => goalView(ctx.db, ctx.user));
