import { z } from 'zod';
import { recordWelcome } from '../../services/users/profile-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The dashboard was shown: the first call answers firstVisit true, every later one false. */
export const welcome = protectedProcedure.output(checked(z.object({ firstVisit: z.boolean() }))).mutation(({ ctx }) => recordWelcome(ctx.db, ctx.user.id));
