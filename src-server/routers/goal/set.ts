import { goalDto, goalInput } from '../../../src/schemas/energy.ts';
import { setGoal } from '../../services/energy/goal-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const set = protectedProcedure.input(goalInput).output(goalDto).mutation(({ ctx, input }) => setGoal(ctx.db, ctx.user, input));
