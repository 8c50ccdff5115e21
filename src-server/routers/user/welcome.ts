import { z } from 'zod';
import { recordWelcome } from '../../services/users/profile-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The dashboard was shown: the first call answers firstVisit true, every later one false. */
export const welcome = protectedProcedure.output(z.object({ firstVisit: z.boolean() })).mutation(({ ctx }) => recordWelcome(ctx.db, ctx.user.id));
