import { z } from 'zod';
import { isoDate } from '../../../src/schemas/fields.ts';
import { foodLogDto } from '../../../src/schemas/food-log.ts';
import { listLogs } from '../../services/food-log/food-log-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

const input = z.object({ userId: z.string().max(100).optional(), date: isoDate.optional() }).optional();

/** The caller's entries, newest first; optionally one day. */
export const list = protectedProcedure.input(checked(input)).output(checked(z.array(foodLogDto))).query(({ ctx, input }) => listLogs(ctx.db, ctx.user, input?.userId, input?.date));
