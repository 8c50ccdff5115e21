import { targetChangeDto, targetsInput } from '../../../src/schemas/energy.ts';
import { acceptTargets } from '../../services/energy/check-in-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Takes the check-in's targets (as shown, or as the user adjusted them) and records the change. */
export const accept = protectedProcedure.input(checked(targetsInput)).output(checked(targetChangeDto)).mutation(({ ctx, input }) => acceptTargets(ctx.db, ctx.user, input));
