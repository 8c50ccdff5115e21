import { goalDto, goalInput } from '../../../src/schemas/energy.ts';
import { setGoal } from '../../services/energy/goal-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const set = protectedProcedure.input(checked(goalInput)).output(checked(goalDto)).mutation(({ ctx, input }) => setGoal(ctx.db, ctx.user, input));
