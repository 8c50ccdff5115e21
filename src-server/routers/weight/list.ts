import { z } from 'zod';
import { weightLogDto } from '../../../src/schemas/weight.ts';
import { weightLogs } from '../../services/progress/weight-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's weigh-ins, newest first. */
export const list = protectedProcedure
  .input(checked(z.object({ userId: z.string().max(100).optional() }).optional()))
  .output(checked(z.array(weightLogDto)))
  .query(({ ctx, input }) => weightLogs(ctx.db, ctx.user, input?.userId));
