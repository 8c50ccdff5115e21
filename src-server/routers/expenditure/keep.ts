import { z } from 'zod';
import { keepTargets } from '../../services/energy/check-in-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Keeps the current targets and answers this week's check-in. */
export const keep = protectedProcedure.output(checked(z.object({ lastCheckIn: z.string() }))).mutation(({ ctx }) => keepTargets(ctx.db, ctx.user));
