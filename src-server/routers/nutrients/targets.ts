import { nutrientTargetsDto } from '../../../src/schemas/nutrients.ts';
import { nutrientTargets } from '../../services/nutrients/nutrients-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's targets: DRI defaults for their age and sex, their own where set, and upper levels. */
export const targets = protectedProcedure.output(checked(nutrientTargetsDto)).query(({ ctx }) => nutrientTargets(ctx.db, ctx.user));
