import { sessionIdInput } from '../../../src/schemas/meal-prep.ts';
import { completeSession } from '../../services/meal-prep/meal-prep-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const complete = protectedProcedure.input(sessionIdInput).mutation(({ ctx, input }) => completeSession(ctx.db, ctx.user, input.id));
