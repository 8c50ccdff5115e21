import { z } from 'zod';
import { mealPrepSessionDto } from '../../../src/schemas/meal-prep.ts';
import { listSessions } from '../../services/meal-prep/meal-prep-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's saved sessions, newest first. */
export const sessions = protectedProcedure.output(checked(z.array(mealPrepSessionDto))).query(({ ctx }) => listSessions(ctx.db, ctx.user));
